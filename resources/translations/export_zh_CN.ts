<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Export</name>
    <message>
        <location filename="../../archive_app/ui/export.py" line="21"/>
        <source>Cite as:</source>
        <translation>引用格式：</translation>
    </message>
</context>
</TS>
