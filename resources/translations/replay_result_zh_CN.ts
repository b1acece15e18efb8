<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayResult</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="50"/>
        <source>Go to the end of the hand</source>
        <translation>跳到这一局的最后</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="53"/>
        <source>The hand is not over yet: its result shows here at the end.</source>
        <translation>这一局还没结束：结果在最后显示在这里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="59"/>
        <source>%1 won the hand.</source>
        <translation>%1胡了这一局。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="61"/>
        <source>Nobody won: the wall ran out.</source>
        <translation>无人胡牌：底牌摸完了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="66"/>
        <source>zhuang</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="67"/>
        <source>di %1 from each player</source>
        <translation>每家 %1 底</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="68"/>
        <source>Nobody pays anybody.</source>
        <translation>谁也不付给谁。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_result.py" line="69"/>
        <source>Net: %1</source>
        <translation>输赢：%1</translation>
    </message>
</context>
</TS>
