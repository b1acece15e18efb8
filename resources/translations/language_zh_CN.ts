<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../archive_app/ui/language.py" line="18"/>
        <source>Scroll here</source>
        <translation>在此滚动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/language.py" line="19"/>
        <source>Scroll left</source>
        <translation>往左滚动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/language.py" line="20"/>
        <source>Scroll right</source>
        <translation>往右滚动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/language.py" line="21"/>
        <source>Scroll up</source>
        <translation>往上滚动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/language.py" line="22"/>
        <source>Scroll down</source>
        <translation>往下滚动</translation>
    </message>
</context>
</TS>
