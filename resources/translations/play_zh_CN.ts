<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="129"/>
        <source>Hin&amp;t</source>
        <translation>提示(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="130"/>
        <source>The engine&apos;s view of your hand and the move it would make</source>
        <translation>引擎对你手牌的看法和它会走的一步</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="131"/>
        <source>&amp;Hints</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="131"/>
        <source>Res&amp;ult</source>
        <translation>结果(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="131"/>
        <source>Re&amp;view</source>
        <translation>复查(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="131"/>
        <source>B&amp;ots&apos; moves</source>
        <translation>对手动作(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="132"/>
        <source>Progr&amp;ess</source>
        <translation>进度(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="132"/>
        <source>S&amp;itting</source>
        <translation>一场(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="150"/>
        <source>Choose a card of your hand</source>
        <translation>选手里的一张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="150"/>
        <source>Discard the card chosen</source>
        <translation>打出选中的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="151"/>
        <source>The moves offered (their letters)</source>
        <translation>可走的步（各自的字母键）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="152"/>
        <source>The moves offered, in order</source>
        <translation>可走的步（按顺序）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="295"/>
        <source>A bot could not move: %1</source>
        <translation>机器人走不了：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="375"/>
        <source>The hand could not be counted: %1</source>
        <translation>这一局没能记入进度：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="385"/>
        <source>The record could not be saved: %1</source>
        <translation>牌谱没能保存：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/play.py" line="387"/>
        <source>Saved as %1</source>
        <translation>已保存为 %1</translation>
    </message>
</context>
</TS>
