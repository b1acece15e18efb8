<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DuzihuCompare</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="357"/>
        <source>All three rule sets for this hand</source>
        <translation>三套规则下的这手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="365"/>
        <source>Show the details under %1</source>
        <translation>显示%1下的详情</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="369"/>
        <source>Jiang</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="369"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="370"/>
        <source>Set values → dihu</source>
        <translation>组牌胡数 → 底胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="380"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="389"/>
        <source>Not a win</source>
        <translation>不成胡</translation>
    </message>
</context>
<context>
    <name>DuzihuMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="158"/>
        <source>peng 碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="158"/>
        <source>open gang 明杠</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="158"/>
        <source>concealed gang 暗杠</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="159"/>
        <source>long 龙 (four dealt)</source>
        <translation>龙（起手四张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="162"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="162"/>
        <source>open gang</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="162"/>
        <source>concealed gang</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="163"/>
        <source>long</source>
        <translation>龙</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="79"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="167"/>
        <source>“%1” cannot be melded: a turned jiang leaves fewer copies of its card.</source>
        <translation>“%1”不能这样亮：翻出的将牌使这张牌剩下的张数不够。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="168"/>
        <source>“%1”: more than four copies, counting the hand, the turned jiang and the other melds.</source>
        <translation>“%1”：连同手牌、翻出的将和其他亮牌，超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="172"/>
        <source>Kind of table meld: 碰 three, 明杠 four with a discard, 暗杠 four drawn in play, 龙 four from the deal</source>
        <translation>亮牌种类：碰三张，明杠四张（含别人打出的一张），暗杠四张（后摸），龙四张（起手）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="174"/>
        <source>Meld kind</source>
        <translation>亮牌种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="178"/>
        <source>The card of the meld</source>
        <translation>亮的是哪张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="179"/>
        <source>Meld card</source>
        <translation>亮牌的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="180"/>
        <source>Lay this meld on the table</source>
        <translation>把这组牌亮到台面上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="78"/>
        <source>No melds on the table.</source>
        <translation>台面上没有亮牌。</translation>
    </message>
</context>
<context>
    <name>DuzihuPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="537"/>
        <source>Danjiang</source>
        <translation>单将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="537"/>
        <source>Danjiang + Rugao</source>
        <translation>单将+如皋</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="538"/>
        <source>Shuangjiang</source>
        <translation>双将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="683"/>
        <source>Pick the second turned jiang for %1.</source>
        <translation>请为%1选第二张翻出的将。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="698"/>
        <source>Tiancheng (天成), a win on the dealt cards, has no peng or open gang on the table.</source>
        <translation>天成是起手就胡，台面上不会有碰或明杠。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="700"/>
        <source>The meld “%1” does not fit the turned jiang: only the copies left can be melded.</source>
        <translation>亮牌“%1”与翻出的将不合：只能亮剩下的张数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="703"/>
        <source>Too many Xi (喜) drawn: the deck has five, less any turned.</source>
        <translation>摸到的喜太多：一副牌只有五张喜，翻出的不算。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="704"/>
        <source>Cannot score this hand (“%1”): %2</source>
        <translation>这手牌无法计胡（“%1”）：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="722"/>
        <source>Choose the winning card: it is one of the hand&apos;s cards.</source>
        <translation>请选胡的那张牌：它是手牌中的一张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="733"/>
        <source>Scored in %1 ms.</source>
        <translation>计算用时 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="738"/>
        <source>Duzihu calculator</source>
        <translation>笃子胡算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="739"/>
        <source>Load a worked example</source>
        <translation>载入一个算好的例子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="738"/>
        <source>Empty the hand and the melds</source>
        <translation>清空手牌和亮牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="539"/>
        <source>Danjiang (s002)</source>
        <translation>单将（文献 002）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="540"/>
        <source>Danjiang + Rugao notes (s002)</source>
        <translation>单将+如皋规矩（文献 002）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="541"/>
        <source>Shuangjiang (s003)</source>
        <translation>双将（文献 003）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="742"/>
        <source>Turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="743"/>
        <source>&amp;Jiang:</source>
        <translation>将(&amp;J)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="744"/>
        <source>Second (shuangjiang):</source>
        <translation>第二张（双将）：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="745"/>
        <source>The card turned as jiang after the deal</source>
        <translation>抓牌后翻出当将的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="746"/>
        <source>Shuangjiang turns a second card</source>
        <translation>双将要再翻一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="747"/>
        <source>Concealed cards, the winning card included</source>
        <translation>手里的牌（含胡的那张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="748"/>
        <source>Table &amp;melds: kind and card, then Add</source>
        <translation>台面牌(&amp;M)：选种类和牌，再点“添加”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="749"/>
        <source>The winning card</source>
        <translation>胡的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="750"/>
        <source>&amp;Card:</source>
        <translation>牌(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="751"/>
        <source>Which card of the hand came last</source>
        <translation>手牌中最后来的是哪张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="752"/>
        <source>Self-&amp;drawn (自摸)</source>
        <translation>自摸(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="753"/>
        <source>Fr&amp;om a discard (别人出冲)</source>
        <translation>别人出冲(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="754"/>
        <source>The wall&apos;s last card (海底捞月)</source>
        <translation>最后一张牌（海底捞月）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="755"/>
        <source>Doubles a self-drawn win under the Rugao notes (s002.p026)</source>
        <translation>按如皋规矩，自摸最后一张翻一番（s002.p026）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="756"/>
        <source>Extras</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="757"/>
        <source>Played with &amp;Xi (喜)</source>
        <translation>带喜(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="758"/>
        <source>The five star cards; drawn ones are laid aside and counted</source>
        <translation>五张星牌；摸到放在门前算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="759"/>
        <source>Xi drawn:</source>
        <translation>摸到的喜：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="760"/>
        <source>all from the deal</source>
        <translation>全是起手的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="761"/>
        <source>The dealer won on the deal (天成)</source>
        <translation>庄家起手即胡（天成）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="762"/>
        <source>Danjiang follows source s002, with or without its Rugao notes; shuangjiang follows source s003</source>
        <translation>单将依文献 002，可加其中的如皋规矩；双将依文献 003</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="773"/>
        <source>the worked example: tazihu, base 13, dihu 20, total 70</source>
        <translation>算例：塌子胡，组牌 13 胡，底胡 20，合计 70</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="764"/>
        <source>C&amp;ompare all three</source>
        <translation>三套规则对照(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="765"/>
        <source>Score the same hand under every rule set, side by side</source>
        <translation>同一手牌在每套规则下的胡数并列比较</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="774"/>
        <source>piaohu: sets only, doubled</source>
        <translation>飘胡：全是坎碰杠，翻一番</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="775"/>
        <source>qinghu: runs only, with a wenqian</source>
        <translation>清胡：全是顺子，带文钱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="776"/>
        <source>Rugao: self-drawn on the wall&apos;s last card</source>
        <translation>如皋：自摸最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="777"/>
        <source>shuangjiang: half jiang, one turned card on an old jiang</source>
        <translation>双将：半边将，一张将翻在老将上</translation>
    </message>
</context>
<context>
    <name>DuzihuResult</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="242"/>
        <source>The reading that pays most</source>
        <translation>胡数最多的拆法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="243"/>
        <source>Shaded green: melds on the table. Gold: sets that carry hu. Framed red: the winning card.</source>
        <translation>绿底：台面上的亮牌。金底：有胡数的组。红框：胡的那张牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="245"/>
        <source>Set values (胡数 of each set)</source>
        <translation>各组牌的胡数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="246"/>
        <source>Hu, line by line (each links to its source)</source>
        <translation>胡数逐条（每条都链接到原文）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="247"/>
        <source>Which cards are jiang</source>
        <translation>哪些牌是将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="248"/>
        <source>Notes and rules not counted</source>
        <translation>说明与未计的规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="259"/>
        <source>Pick the turned jiang, the hand and the winning card to see its hu.</source>
        <translation>选好翻出的将、手牌和胡的那张牌，就能看到胡数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="270"/>
        <source>Win · %1 · %2 hu</source>
        <translation>胡牌 · %1 · %2 胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="273"/>
        <source>Set values %1 → base hu (dihu) %2 · best of %3 reading(s) of %4 decomposition(s)</source>
        <translation>组牌胡数 %1 → 底胡 %2 · %4 种拆法、%3 种读法中最好的一种</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="277"/>
        <source>Not a win</source>
        <translation>不成胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="279"/>
        <source>A win is seven sets (runs of one suit, three or four alike) and one pair.</source>
        <translation>胡牌要七组（同花色的顺子、三张或四张同牌）加一对将头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="283"/>
        <source>The hand as it stands</source>
        <translation>手牌现状</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="284"/>
        <source>Shaded green: melds on the table. Red: the concealed cards, which make no reading as seven sets and a pair.</source>
        <translation>绿底：台面上的亮牌。红底：手里的牌，拆不成七组加一对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="292"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="303"/>
        <source>Total: %1 hu</source>
        <translation>合计：%1 胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="314"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="315"/>
        <source>no reading as seven sets and a pair</source>
        <translation>拆不成七组加一对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="317"/>
        <source>+%1 hu</source>
        <translation>+%1 胡</translation>
    </message>
</context>
</TS>
