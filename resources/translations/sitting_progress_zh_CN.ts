<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SittingProgressView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_progress.py" line="22"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_progress.py" line="22"/>
        <source>Sittings</source>
        <translation>场数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_progress.py" line="22"/>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_progress.py" line="23"/>
        <source>Per hand</source>
        <translation>每局平均</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_progress.py" line="23"/>
        <source>Total</source>
        <translation>累计</translation>
    </message>
</context>
</TS>
