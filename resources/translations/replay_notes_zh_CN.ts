<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayNotes</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="35"/>
        <source>Notes on this move</source>
        <translation>这一步的说明</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="48"/>
        <source>The deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="58"/>
        <source>Rule broken:</source>
        <translation>违反规则：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="58"/>
        <source>penalty: %1</source>
        <translation>处罚：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="69"/>
        <source>jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="69"/>
        <source>loses the deal</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="69"/>
        <source>pays for all</source>
        <translation>包赔</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="70"/>
        <source>forfeits the hand</source>
        <translation>本局作废</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="70"/>
        <source>dead hand</source>
        <translation>死手</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="70"/>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="71"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="74"/>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="84"/>
        <source>For %1, to move:</source>
        <translation>轮到%1：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="88"/>
        <source>the hand is yuan, %1 hutou</source>
        <translation>牌已圆，%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="90"/>
        <source>%1 card(s) from yuan</source>
        <translation>差 %1 张牌成圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="92"/>
        <source>far from yuan</source>
        <translation>离圆还远</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="94"/>
        <source>the hand is complete</source>
        <translation>牌已成</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="95"/>
        <source>%1 set(s) still needed</source>
        <translation>还差 %1 副</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="97"/>
        <source>a dead hand: it may not win</source>
        <translation>死手：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="99"/>
        <source>hutou</source>
        <translation>胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="99"/>
        <source>xi</source>
        <translation>息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="101"/>
        <source>waits on: %1</source>
        <translation>听：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="105"/>
        <source>the engine would play: %1</source>
        <translation>引擎会走：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="117"/>
        <source>%1 won the hand.</source>
        <translation>%1胡了这一局。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="119"/>
        <source>Nobody won: the wall ran out.</source>
        <translation>无人胡牌：底牌摸完了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_notes.py" line="121"/>
        <source>Net: %1</source>
        <translation>输赢：%1</translation>
    </message>
</context>
</TS>
