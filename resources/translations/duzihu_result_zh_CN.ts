<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DuzihuCompare</name>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="210"/>
        <source>The notation above cannot be read yet: these are still the verdicts of the last hand that could.</source>
        <translation>上面的牌谱还读不出来：这里仍是上一手能读出的牌的判定。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="225"/>
        <source>All three rule sets for this hand</source>
        <translation>三套规则下的这手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="233"/>
        <source>Show the details under %1</source>
        <translation>显示%1下的详情</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="237"/>
        <source>Jiang</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="237"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="238"/>
        <source>Set values → dihu</source>
        <translation>组牌胡数 → 底胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="248"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="257"/>
        <source>Not a win</source>
        <translation>不成胡</translation>
    </message>
</context>
<context>
    <name>DuzihuResult</name>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="92"/>
        <source>The grouping that pays most</source>
        <translation>胡数最多的拆法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="93"/>
        <source>Shaded green: melds on the table. Gold: sets that carry hu. Framed red: the winning card.</source>
        <translation>绿底：台面上的亮牌。金底：有胡数的组。红框：胡的那张牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="95"/>
        <source>Set values (胡数 of each set)</source>
        <translation>各组牌的胡数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="96"/>
        <source>Hu, line by line (each links to its source)</source>
        <translation>胡数逐条（每条都链接到原文）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="97"/>
        <source>Which cards are jiang</source>
        <translation>哪些牌是将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="98"/>
        <source>Notes and rules not counted</source>
        <translation>说明与未计的规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="109"/>
        <source>Pick the turned jiang, the hand and the winning card to see its hu.</source>
        <translation>选好翻出的将、手牌和胡的那张牌，就能看到胡数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="120"/>
        <source>Win · %1 · %2 hu</source>
        <translation>胡牌 · %1 · %2 胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="123"/>
        <source>the only way to group the hand</source>
        <translation>只有这一种拆法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="124"/>
        <source>the best of %1 ways to group the hand</source>
        <translation>%1 种拆法中最好的一种</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="125"/>
        <source>Set values %1 → base hu (dihu) %2 · %3</source>
        <translation>组牌胡数 %1 → 底胡 %2 · %3</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="128"/>
        <source>Not a win</source>
        <translation>不成胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="130"/>
        <source>A win is seven sets (runs of one suit, three or four alike) and one pair.</source>
        <translation>胡牌要七组（同花色的顺子、三张或四张同牌）加一对将头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="134"/>
        <source>The hand as it stands</source>
        <translation>手牌现状</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="135"/>
        <source>Shaded green: melds on the table. Red: the concealed cards, which cannot be grouped as seven sets and a pair.</source>
        <translation>绿底：台面上的亮牌。红底：手里的牌，拆不成七组加一对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="143"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="154"/>
        <source>Total: %1 hu</source>
        <translation>合计：%1 胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="165"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="166"/>
        <source>cannot be grouped as seven sets and a pair</source>
        <translation>拆不成七组加一对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_result.py" line="168"/>
        <source>+%1 hu</source>
        <translation>+%1 胡</translation>
    </message>
</context>
</TS>
