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
        <source>Under each face: how many copies are left</source>
        <translation>牌下的数字：这种牌还剩几张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="379"/>
        <source>%1 (%2): %3 left</source>
        <translation>%1（%2）：还剩 %3 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="380"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="380"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="381"/>
        <source>%1 (%2, %3): %4 left</source>
        <translation>%1（%2，%3）：剩 %4 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="392"/>
        <source>Click or Enter to add; right-click or Delete to take one back</source>
        <translation>单击或按 Enter 加入；右击或按 Delete 取回一张</translation>
    </message>
</context>
<context>
    <name>DeckMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="771"/>
        <source>“%1”: more than four copies, counting the hand and the other melds.</source>
        <translation>“%1”：连同手牌和其他台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="863"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="864"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="896"/>
        <source>Remove %1</source>
        <translation>去掉 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="888"/>
        <source>Kind of table meld</source>
        <translation>台面牌的种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="889"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="890"/>
        <source>No melds on the table.</source>
        <translation>台面上没有牌。</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="552"/>
        <source>“%1” (%2): more than four copies, counting the table melds.</source>
        <translation>“%1”（%2）：连同台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="566"/>
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="570"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="574"/>
        <source>Hand notation</source>
        <translation>手牌记法</translation>
    </message>
</context>
</TS>
