<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayResult</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="45"/>
        <source>The hand is not over yet: its result shows here at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="51"/>
        <source>%1 won the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="53"/>
        <source>Nobody won: the wall ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="58"/>
        <source>zhuang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="59"/>
        <source>di %1 from each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="60"/>
        <source>Nobody pays anybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="61"/>
        <source>Net: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
