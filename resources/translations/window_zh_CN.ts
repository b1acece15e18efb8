<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../archive_app/ui/window.py" line="110"/>
        <source>Reading text size: %1%</source>
        <translation>阅读文字大小：%1%</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="153"/>
        <location filename="../../archive_app/ui/window.py" line="154"/>
        <source>Long Cards Archive &amp; Tutor</source>
        <translation>长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="155"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="156"/>
        <source>Chinese &amp;script</source>
        <translation>简繁(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="157"/>
        <source>Smaller reading text (Ctrl+-)</source>
        <translation>缩小阅读文字（Ctrl+-）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="158"/>
        <source>Larger reading text (Ctrl++)</source>
        <translation>放大阅读文字（Ctrl++）</translation>
    </message>
</context>
</TS>
