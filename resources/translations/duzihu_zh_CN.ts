<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DuzihuPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="320"/>
        <source>Pick the second turned jiang for %1.</source>
        <translation>请为%1选第二张翻出的将。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="335"/>
        <source>Tiancheng (天成), a win on the dealt cards, has no peng or open gang on the table.</source>
        <translation>天成是起手就胡，台面上不会有碰或明杠。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="337"/>
        <source>The meld “%1” does not fit the turned jiang: only the copies left can be melded.</source>
        <translation>亮牌“%1”与翻出的将不合：只能亮剩下的张数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="340"/>
        <source>Too many Xi (喜) drawn: the deck has five, less any turned.</source>
        <translation>摸到的喜太多：一副牌只有五张喜，翻出的不算。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="341"/>
        <source>Cannot score this hand (“%1”): %2</source>
        <translation>这手牌无法计胡（“%1”）：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="361"/>
        <source>Choose the winning card: it is one of the hand&apos;s cards.</source>
        <translation>请选胡的那张牌：它是手牌中的一张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="375"/>
        <source>Nothing to save: the hand needs its cards, without errors, and the winning card</source>
        <translation>没有可保存的：手牌要有牌、没有错，并选好胡的那张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="397"/>
        <source>&amp;From a discard (别人出冲)</source>
        <translation>别人出冲(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="399"/>
        <source>Doubles a self-drawn win under the Rugao notes of the Nantong text</source>
        <translation>按南通单将长牌里的如皋规矩，自摸最后一张翻一番</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="406"/>
        <source>Danjiang follows the Nantong single-jiang text, with or without its Rugao notes; shuangjiang follows the Rugao double-jiang text</source>
        <translation>单将依南通单将长牌，可加其中的如皋规矩；双将依如皋双将打法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="428"/>
        <source>%1 on the table</source>
        <translation>台面 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="381"/>
        <source>Duzihu calculator</source>
        <translation>笃子胡算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="382"/>
        <source>Load a worked example</source>
        <translation>载入一个算好的例子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="381"/>
        <source>Empty the hand and the melds</source>
        <translation>清空手牌和亮牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="386"/>
        <source>Turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="387"/>
        <source>&amp;Jiang:</source>
        <translation>将(&amp;J)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="388"/>
        <source>Second (shuangjiang):</source>
        <translation>第二张（双将）：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="389"/>
        <source>The card turned as jiang after the deal</source>
        <translation>抓牌后翻出当将的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="390"/>
        <source>Shuangjiang turns a second card</source>
        <translation>双将要再翻一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="391"/>
        <source>Concealed cards, the winning card included</source>
        <translation>手里的牌（含胡的那张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="392"/>
        <source>Table &amp;melds: kind and card, then Add</source>
        <translation>台面牌(&amp;M)：选种类和牌，再点“添加”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="393"/>
        <source>The winning card</source>
        <translation>胡的那张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="394"/>
        <source>&amp;Card:</source>
        <translation>牌(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="395"/>
        <source>Which card of the hand came last</source>
        <translation>手牌中最后来的是哪张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="396"/>
        <source>Self-&amp;drawn (自摸)</source>
        <translation>自摸(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="398"/>
        <source>The wall&apos;s last card (海底捞月)</source>
        <translation>最后一张牌（海底捞月）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="400"/>
        <source>Extras</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="401"/>
        <source>Played with &amp;Xi (喜)</source>
        <translation>带喜(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="402"/>
        <source>The five star cards; drawn ones are laid aside and counted</source>
        <translation>五张星牌；摸到放在门前算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="403"/>
        <source>Xi drawn:</source>
        <translation>摸到的喜：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="404"/>
        <source>all from the deal</source>
        <translation>全是起手的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="405"/>
        <source>The dealer won on the deal (天成)</source>
        <translation>庄家起手即胡（天成）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="408"/>
        <source>C&amp;ompare all three</source>
        <translation>三套规则对照(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="409"/>
        <source>Score the same hand under every rule set, side by side</source>
        <translation>同一手牌在每套规则下的胡数并列比较</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="417"/>
        <source>tazihu: sets worth 13 hu, dihu 20, total 70</source>
        <translation>塌子胡：组牌 13 胡，底胡 20，合计 70</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="418"/>
        <source>piaohu: sets only, doubled</source>
        <translation>飘胡：全是坎碰杠，翻一番</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="419"/>
        <source>qinghu: runs only, with a wenqian</source>
        <translation>清胡：全是顺子，带文钱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="420"/>
        <source>Rugao: self-drawn on the wall&apos;s last card</source>
        <translation>如皋：自摸最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu.py" line="421"/>
        <source>shuangjiang: half jiang, one turned card on an old jiang</source>
        <translation>双将：半边将，一张将翻在老将上</translation>
    </message>
</context>
</TS>
