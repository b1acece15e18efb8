<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayReview</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_review.py" line="77"/>
        <source>P&amp;layer:</source>
        <translation>玩家(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_review.py" line="78"/>
        <source>Review t&amp;his seat</source>
        <translation>复查这一家(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_review.py" line="79"/>
        <source>The engine weighs each decision of this player on the main line</source>
        <translation>引擎逐一衡量这位玩家在主线上的每一步</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_review.py" line="150"/>
        <source>the engine cannot follow the record at move %1</source>
        <translation>引擎在第 %1 步跟不上这份记录</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_review.py" line="163"/>
        <source>Choose a player and press Review this seat: the engine weighs each of that player&apos;s decisions on the main line against its own first choice.</source>
        <translation>选一位玩家，按“复查这一家”：引擎把这位玩家在主线上的每一步和它自己的首选相比。</translation>
    </message>
</context>
</TS>
