<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>HandView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_view.py" line="68"/>
        <source>Card groups</source>
        <translation>牌组</translation>
    </message>
</context>
<context>
    <name>SourceLink</name>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_view.py" line="256"/>
        <source>Source paragraph %1</source>
        <translation>原文段落 %1</translation>
    </message>
</context>
</TS>
