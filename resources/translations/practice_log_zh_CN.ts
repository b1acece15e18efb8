<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PracticeLog</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_log.py" line="54"/>
        <source>The other players have not moved yet.</source>
        <translation>其他玩家还没有出手。</translation>
    </message>
</context>
</TS>
