<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayNav</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="69"/>
        <source>To the deal (Home)</source>
        <translation>回到发牌（Home）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="69"/>
        <source>One move back (←)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="70"/>
        <source>One move forward (→)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="70"/>
        <source>To the last move (End)</source>
        <translation>到最后一步（End）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="71"/>
        <source>Into the next move&apos;s variation (Ctrl+↓)</source>
        <translation>进入下一步的变着（Ctrl+↓）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="72"/>
        <source>Out of the variation (Ctrl+↑)</source>
        <translation>退出变着（Ctrl+↑）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="76"/>
        <source>Variation</source>
        <translation>变着</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="77"/>
        <source>Back to the line</source>
        <translation>回到主线</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="78"/>
        <source>Auto&amp;play</source>
        <translation>自动播放(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="79"/>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="84"/>
        <source>%1 s a move</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="87"/>
        <source>&amp;View:</source>
        <translation>视角(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="98"/>
        <source>Every hand</source>
        <translation>所有手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_nav.py" line="101"/>
        <source>What %1 knew</source>
        <translation>%1 所知</translation>
    </message>
</context>
</TS>
