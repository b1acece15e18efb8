<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayNav</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="69"/>
        <source>To the deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="69"/>
        <source>One move back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="70"/>
        <source>One move forward (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="70"/>
        <source>To the last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="71"/>
        <source>Into the next move&apos;s variation (Ctrl+↓)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="72"/>
        <source>Out of the variation (Ctrl+↑)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="76"/>
        <source>Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="77"/>
        <source>Back to the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="78"/>
        <source>Auto&amp;play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="79"/>
        <source>Spee&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="84"/>
        <source>%1 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="87"/>
        <source>&amp;View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="98"/>
        <source>Every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="101"/>
        <source>What %1 knew</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
