<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../archive_app/ui/window.py" line="127"/>
        <source>Reading text size: %1%</source>
        <translation>阅读文字大小：%1%</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="178"/>
        <location filename="../../archive_app/ui/window.py" line="179"/>
        <source>Long Cards Archive &amp; Tutor</source>
        <translation>长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="180"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="181"/>
        <source>Chinese &amp;script</source>
        <translation>简繁(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="182"/>
        <source>Smaller reading text (Ctrl+-)</source>
        <translation>缩小阅读文字（Ctrl+-）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="183"/>
        <source>Larger reading text (Ctrl++)</source>
        <translation>放大阅读文字（Ctrl++）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="184"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="185"/>
        <source>Version, where your data is, licences, sources (F1)</source>
        <translation>版本、数据位置、许可证、文献来源（F1）</translation>
    </message>
</context>
</TS>
