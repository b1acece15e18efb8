<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleFilters</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_filters.py" line="115"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_filters.py" line="115"/>
        <source>&amp;Rule set:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_filters.py" line="115"/>
        <source>&amp;Type:</source>
        <translation>题型(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_filters.py" line="116"/>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_filters.py" line="123"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
</context>
</TS>
