<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>WinCardRow</name>
    <message>
        <location filename="../../archive_app/ui/pages/win_row.py" line="46"/>
        <source>(the hand is empty)</source>
        <translation>（手牌是空的）</translation>
    </message>
</context>
</TS>
