<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="56"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="60"/>
        <source>&amp;About this app…</source>
        <translation>关于本程序(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="62"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="82"/>
        <source>This sheet</source>
        <translation>本键盘说明</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="84"/>
        <source>The next or the previous page</source>
        <translation>下一页或上一页</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="85"/>
        <source>Search the archive</source>
        <translation>检索档案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="86"/>
        <source>Larger or smaller text (A+ and A−)</source>
        <translation>放大或缩小文字（A+ 和 A−）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="93"/>
        <source>Everywhere</source>
        <translation>全局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/shortcuts.py" line="95"/>
        <source>On this page: %1</source>
        <translation>本页：%1</translation>
    </message>
</context>
</TS>
