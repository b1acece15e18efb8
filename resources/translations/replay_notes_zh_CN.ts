<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayNotes</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="34"/>
        <source>Notes on this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="66"/>
        <source>jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="66"/>
        <source>loses the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="66"/>
        <source>pays for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="67"/>
        <source>forfeits the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="67"/>
        <source>dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="67"/>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="68"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="80"/>
        <source>For %1, to move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="83"/>
        <source>the hand is yuan, %1 hutou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="85"/>
        <source>%1 card(s) from yuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="87"/>
        <source>far from yuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="89"/>
        <source>the hand is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="90"/>
        <source>%1 set(s) still needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="92"/>
        <source>a dead hand: it may not win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="94"/>
        <source>hutou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="94"/>
        <source>xi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="96"/>
        <source>waits on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="100"/>
        <source>the greedy bot would play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="112"/>
        <source>%1 won the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="114"/>
        <source>Nobody won: the wall ran out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
