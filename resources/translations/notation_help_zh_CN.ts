<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>NotationHelpButton</name>
    <message>
        <location filename="../../archive_app/ui/widgets/notation_help.py" line="27"/>
        <source>Card codes: how to type cards (opens the article)</source>
        <translation>牌码：怎样打字输入牌（打开说明文章）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notation_help.py" line="28"/>
        <source>Card codes</source>
        <translation>牌码</translation>
    </message>
</context>
</TS>
