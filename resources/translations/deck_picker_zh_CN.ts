<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DeckGrid</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="130"/>
        <source>Card faces</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="349"/>
        <source>%1 (%2): %3 left</source>
        <translation>%1（%2）：还剩 %3 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="350"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="350"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="351"/>
        <source>%1 (%2, %3): %4 left</source>
        <translation>%1（%2，%3）：剩 %4 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="362"/>
        <source>Click or Enter to add; right-click or Delete to take one back</source>
        <translation>单击或按 Enter 加入；右击或按 Delete 取回一张</translation>
    </message>
</context>
<context>
    <name>DeckMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="746"/>
        <source>“%1”: more than four copies, counting the hand and the other melds.</source>
        <translation>“%1”：连同手牌和其他台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="838"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="839"/>
        <location filename="../../archive_app/ui/deck_picker.py" line="871"/>
        <source>Remove %1</source>
        <translation>去掉 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="863"/>
        <source>Kind of table meld</source>
        <translation>台面牌的种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="864"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="865"/>
        <source>No melds on the table.</source>
        <translation>台面上没有牌。</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="527"/>
        <source>“%1” (%2): more than four copies, counting the table melds.</source>
        <translation>“%1”（%2）：连同台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="541"/>
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="545"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/deck_picker.py" line="549"/>
        <source>Hand notation</source>
        <translation>手牌记法</translation>
    </message>
</context>
</TS>
