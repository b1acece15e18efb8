<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../archive_app/ui/window.py" line="149"/>
        <source>Text size: %1%</source>
        <translation>文字大小：%1%</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="204"/>
        <location filename="../../archive_app/ui/window.py" line="205"/>
        <source>Long Cards Archive &amp; Tutor</source>
        <translation>长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="206"/>
        <source>La&amp;nguage</source>
        <translation>语言(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="207"/>
        <source>Chinese scr&amp;ipt</source>
        <translation>简繁(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="208"/>
        <source>Smaller text (Ctrl+-)</source>
        <translation>缩小文字（Ctrl+-）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="209"/>
        <source>Larger text (Ctrl++)</source>
        <translation>放大文字（Ctrl++）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="210"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/window.py" line="211"/>
        <source>Version, where your data is, licences, sources</source>
        <translation>版本、数据位置、许可证、文献来源</translation>
    </message>
</context>
</TS>
