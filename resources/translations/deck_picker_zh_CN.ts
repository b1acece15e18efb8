<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DeckGrid</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="131"/>
        <source>Card faces</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="144"/>
        <source>Under each face: copies left</source>
        <translation>牌下数字：还剩几张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="382"/>
        <source>%1 (%2): %3 left</source>
        <translation>%1（%2）：还剩 %3 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="383"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="383"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="384"/>
        <source>%1 (%2, %3): %4 left</source>
        <translation>%1（%2，%3）：剩 %4 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="395"/>
        <source>Click or Enter to add; right-click or Delete to take one back</source>
        <translation>单击或按 Enter 加入；右击或按 Delete 取回一张</translation>
    </message>
</context>
<context>
    <name>DeckMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="774"/>
        <source>“%1”: more than four copies, counting the hand and the other melds.</source>
        <translation>“%1”：连同手牌和其他台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="866"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="867"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="899"/>
        <source>Remove %1</source>
        <translation>去掉 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="891"/>
        <source>Kind of table meld</source>
        <translation>台面牌的种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="892"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="893"/>
        <source>No melds on the table.</source>
        <translation>台面上没有牌。</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="555"/>
        <source>“%1” (%2): more than four copies, counting the table melds.</source>
        <translation>“%1”（%2）：连同台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="569"/>
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="573"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="577"/>
        <source>Hand notation</source>
        <translation>手牌记法</translation>
    </message>
</context>
</TS>
