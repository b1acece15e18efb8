<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DeckMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="137"/>
        <source>“%1”: more than four copies, counting the hand and the other melds.</source>
        <translation>“%1”：连同手牌和其他台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="229"/>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="230"/>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="262"/>
        <source>Remove %1</source>
        <translation>去掉 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="254"/>
        <source>Kind of table meld</source>
        <translation>台面牌的种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="255"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_melds.py" line="256"/>
        <source>No melds on the table.</source>
        <translation>台面上没有牌。</translation>
    </message>
</context>
</TS>
