<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="118"/>
        <source>&amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="119"/>
        <source>&amp;Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="120"/>
        <source>&amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="130"/>
        <source>One move back or forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="130"/>
        <source>The deal, the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="131"/>
        <source>Into the next move&apos;s variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="131"/>
        <source>Out of the variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="132"/>
        <source>Open a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="132"/>
        <source>Undo the last move (recording)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="133"/>
        <source>Save the record (recording)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="165"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="166"/>
        <source>Game records (*.txt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="179"/>
        <source>This file cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="293"/>
        <source>Bahu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="293"/>
        <source>Duzihu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="293"/>
        <source>Waihuzi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="350"/>
        <source>Save the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="351"/>
        <source>Game records (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="359"/>
        <source>The record could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="362"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
