<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ContentsList</name>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_contents.py" line="22"/>
        <source>Sources</source>
        <translation>文献</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_contents.py" line="31"/>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
</context>
</TS>
