<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BatchControl</name>
    <message>
        <location filename="../../archive_app/ui/widgets/batch_control.py" line="88"/>
        <source>New &amp;batch</source>
        <translation>生成新题(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/batch_control.py" line="89"/>
        <source>Generate %1 new puzzles for this game and choice (in the background)</source>
        <translation>按当前游戏和选择在后台生成 %1 道新题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/batch_control.py" line="91"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
</TS>
