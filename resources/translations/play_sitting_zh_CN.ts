<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SittingControl</name>
    <message>
        <location filename="../../archive_app/ui/pages/play_sitting.py" line="131"/>
        <source>The sitting could not be counted: %1</source>
        <translation>这一场没能记入进度：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play_sitting.py" line="155"/>
        <source>The sitting could not be saved: %1</source>
        <translation>这一场没能保存：%1</translation>
    </message>
</context>
</TS>
