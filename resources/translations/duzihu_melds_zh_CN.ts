<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DuzihuMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="23"/>
        <source>No melds on the table.</source>
        <translation>台面上没有亮牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="24"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="103"/>
        <source>peng 碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="103"/>
        <source>open gang 明杠</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="103"/>
        <source>concealed gang 暗杠</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="104"/>
        <source>long 龙 (four dealt)</source>
        <translation>龙（起手四张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="107"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="107"/>
        <source>open gang</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="107"/>
        <source>concealed gang</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="108"/>
        <source>long</source>
        <translation>龙</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="117"/>
        <source>“%1” cannot be melded: a turned jiang leaves fewer copies of its card.</source>
        <translation>“%1”不能这样亮：翻出的将牌使这张牌剩下的张数不够。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="118"/>
        <source>“%1”: more than four copies, counting the hand, the turned jiang and the other melds.</source>
        <translation>“%1”：连同手牌、翻出的将和其他亮牌，超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="122"/>
        <source>Kind of table meld: 碰 three, 明杠 four with a discard, 暗杠 four drawn in play, 龙 four from the deal</source>
        <translation>亮牌种类：碰三张，明杠四张（含别人打出的一张），暗杠四张（后摸），龙四张（起手）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="124"/>
        <source>Meld kind</source>
        <translation>亮牌种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="128"/>
        <source>The card of the meld</source>
        <translation>亮的是哪张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="129"/>
        <source>Meld card</source>
        <translation>亮牌的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/duzihu_melds.py" line="130"/>
        <source>Lay this meld on the table</source>
        <translation>把这组牌亮到台面上</translation>
    </message>
</context>
</TS>
