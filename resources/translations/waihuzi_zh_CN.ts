<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>WaihuziPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="328"/>
        <source>Type or pick a dealt hand: 19 cards, or the dealer&apos;s 20.</source>
        <translation>输入或点选起手牌：19 张，庄家 20 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="334"/>
        <source>A dealt hand has 19 cards, the dealer&apos;s 20; this one has %1.</source>
        <translation>起手牌是 19 张，庄家 20 张；这手有 %1 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="338"/>
        <source>Pick the hand (the drawn winning card among it), the melds and the winning card to see its xi.</source>
        <translation>选好手牌（含摸到的胡牌）、亮牌和胡的那张牌，就能看到息数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="371"/>
        <source>The hand is empty: the concealed cards hold at least the winning card.</source>
        <translation>手牌是空的：手里至少有胡的那张牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="373"/>
        <source>“%1”: more than four copies, counting the hand and the melds.</source>
        <translation>“%1”：连同手牌和亮牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="374"/>
        <source>Cannot score this hand (“%1”): %2</source>
        <translation>这手牌无法计息（“%1”）：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="378"/>
        <source>Waihuzi calculator</source>
        <translation>歪胡子算息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="380"/>
        <source>Load a worked example</source>
        <translation>载入一个算好的例子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="379"/>
        <source>Empty the hand (and, when scoring, the melds and flags)</source>
        <translation>清空手牌（算胡时连亮牌和选项一起清空）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="382"/>
        <source>Score a win</source>
        <translation>算胡牌的息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="383"/>
        <source>Check a deal (起手)</source>
        <translation>看起手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="384"/>
        <source>Xi of a finished hand: groups, hao and special hands</source>
        <translation>胡牌的息：牌型、豪和特殊牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="385"/>
        <source>Specials of a dealt hand of 19 cards (the dealer&apos;s 20)</source>
        <translation>起手 19 张（庄家 20 张）的特殊牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="386"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="391"/>
        <source>Table &amp;melds: kind and card, then Add</source>
        <translation>台面牌(&amp;M)：选种类和牌，再点“添加”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="393"/>
        <source>&amp;Winning card:</source>
        <translation>胡的牌(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="186"/>
        <source>Not with tianhu (天胡): that win is on the deal itself</source>
        <translation>不能与天胡同选：天胡是起手即胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="191"/>
        <source>Not with dihu (地胡): the first card drawn is not the last</source>
        <translation>不能与地胡同选：第一张摸牌不是最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="193"/>
        <source>Not with hailao (海捞): the last card drawn is not the first</source>
        <translation>不能与海捞同选：最后一张摸牌不是第一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="194"/>
        <source>No card is drawn in a tianhu (天胡)</source>
        <translation>天胡没有摸牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="195"/>
        <source>The card revealed from the stock that completed the hand</source>
        <translation>从牌堆揭出、凑成胡牌的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="197"/>
        <source>Another player revealed (揭) the winning card from the stock</source>
        <translation>胡的那张牌是别家从牌堆揭出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="276"/>
        <source>the mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="276"/>
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="277"/>
        <source>the dealt hand</source>
        <translation>起手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="277"/>
        <source>the table melds</source>
        <translation>亮牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="278"/>
        <source>the winning card</source>
        <translation>胡的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="278"/>
        <source>the card count check</source>
        <translation>查牌数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="279"/>
        <source>revealed by another player</source>
        <translation>别家揭出</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="279"/>
        <source>the last card</source>
        <translation>海捞</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="280"/>
        <source>baoting</source>
        <translation>报听</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="280"/>
        <source>tianhu</source>
        <translation>天胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="280"/>
        <source>dihu</source>
        <translation>地胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="281"/>
        <source>a saved hand</source>
        <translation>载入已存手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="359"/>
        <source>Only a hand to score can be saved; a dealt hand is not kept</source>
        <translation>只能保存算胡的手牌，起手牌不保存</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="361"/>
        <source>Nothing to save: the hand is empty or has an error</source>
        <translation>没有可保存的：手牌为空或有错误</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="366"/>
        <source>%1 cards in the hand and melds: a winning hand holds at most %2.</source>
        <translation>手牌和亮牌共 %1 张：胡牌时最多 %2 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="369"/>
        <source>Choose the winning card: a win is on a card revealed from the stock.</source>
        <translation>请选胡的那张牌：胡的是从牌堆揭出的牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="390"/>
        <source>Cards: red %1, the rest black</source>
        <translation>牌面：%1为红色，其余为黑色</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="392"/>
        <source>The win (on a card revealed from the stock, never a discard)</source>
        <translation>胡牌（胡揭出的底牌，不能胡打出的牌）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="394"/>
        <source>Revealed by another player (别家揭出)</source>
        <translation>胡的牌是别家揭出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="395"/>
        <source>On the last card of the stock (海捞)</source>
        <translation>摸最后一张牌胡（海捞）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="396"/>
        <source>Ready from the deal, no card changed (报听)</source>
        <translation>起手听牌，不变字胡牌（报听）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="397"/>
        <source>Dealer wins on the 20 dealt cards (天胡)</source>
        <translation>庄家揭完 20 张即胡（天胡）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="398"/>
        <source>No card is drawn: the winning card is not asked for</source>
        <translation>没有摸牌：不用选胡的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="399"/>
        <source>Won on the first card drawn (地胡)</source>
        <translation>第一张摸牌就胡（地胡）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="400"/>
        <source>Check the card count (多牌少牌为死手)</source>
        <translation>核对张数（多牌少牌为死手）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="401"/>
        <source>A hand with too many or too few cards is dead and cannot win (s004.p025)</source>
        <translation>多牌或少牌为死手，不能胡牌（s004.p025）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="402"/>
        <source>A dealt hand: 19 cards, the dealer&apos;s 20. Dui are kinds held twice or more; a kan or a nei hao counts as one.</source>
        <translation>起手牌：19 张，庄家 20 张。两张以上的同牌为一对；坎或内豪也算一对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="411"/>
        <source>the reference example: 9 xi</source>
        <translation>参考例子：9 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="412"/>
        <source>one kan and one wai: the smallest win, 8 xi</source>
        <translation>一坎一歪：最小的胡牌，8 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="413"/>
        <source>4 xi: not enough to win</source>
        <translation>4 息：不够息，不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="414"/>
        <source>thirteen red, with 17 red cards</source>
        <translation>十三红，共 17 张红字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="415"/>
        <source>all alike, all black, on the last card</source>
        <translation>全是同牌、全黑、摸最后一张胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="416"/>
        <source>another player&apos;s card: peng, not wai; hailao</source>
        <translation>别家揭出的牌：成碰不成歪；海捞</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="417"/>
        <source>deal: the text&apos;s own dead hand</source>
        <translation>起手：原文自己的死手牌例子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="418"/>
        <source>deal: not one dui</source>
        <translation>起手：无对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="419"/>
        <source>deal: nine dui</source>
        <translation>起手：九对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="427"/>
        <source>%1 on the table</source>
        <translation>亮牌 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/waihuzi.py" line="428"/>
        <source>win on %1</source>
        <translation>胡 %1</translation>
    </message>
</context>
</TS>
