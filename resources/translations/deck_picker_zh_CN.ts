<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DeckPicker</name>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_picker.py" line="188"/>
        <source>“%1” (%2): more than four copies, counting the table melds.</source>
        <translation>“%1”（%2）：连同台面牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_picker.py" line="202"/>
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_picker.py" line="206"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_picker.py" line="210"/>
        <source>Hand notation</source>
        <translation>手牌记法</translation>
    </message>
</context>
</TS>
