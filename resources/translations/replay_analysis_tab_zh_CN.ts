<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayAnalysis</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="70"/>
        <source>&amp;Analyse this hand</source>
        <translation>分析这手牌(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="71"/>
        <source>The engine plays the rest of the hand out after every move: each player&apos;s expected result, and the costly decisions marked</source>
        <translation>引擎在每一步之后把余下的牌打完：算出每家的预期结果，并标出代价大的决定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="95"/>
        <source>The engine is analysing the hand…</source>
        <translation>引擎正在分析这手牌…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="128"/>
        <source>inaccuracy</source>
        <translation>欠佳</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="128"/>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="128"/>
        <source>blunder</source>
        <translation>大错</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="134"/>
        <source>The analysis failed: %1</source>
        <translation>分析没有成功：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="135"/>
        <source>Press Analyse this hand: the engine plays the rest of the hand out after every move and draws what each player can expect, marking the costly decisions.</source>
        <translation>按“分析这手牌”：引擎在每一步之后把余下的牌打完，画出每家可望的结果，并标出代价大的决定。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="138"/>
        <source>This record does not list its wall, so the hand cannot be played on.</source>
        <translation>这份记录没有写出牌墩，没法把牌接着打下去。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="144"/>
        <source>Each line is what a player can expect from the hand, in its money, after each move; the costly decisions:</source>
        <translation>每条线是一家在每一步之后可望从这手牌得到的结果（按这种牌的计分）；代价大的决定：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="150"/>
        <source>no costly decision</source>
        <translation>没有代价大的决定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="157"/>
        <source>move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_analysis_tab.py" line="160"/>
        <source>costs about %1 %2 a hand</source>
        <translation>每局约少 %1 %2</translation>
    </message>
</context>
</TS>
