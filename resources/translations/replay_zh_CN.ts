<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="144"/>
        <source>&amp;Games</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="145"/>
        <source>&amp;Moves</source>
        <translation>着法(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="146"/>
        <source>&amp;Result</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="147"/>
        <source>Revie&amp;w</source>
        <translation>复查(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="148"/>
        <source>A&amp;nalysis</source>
        <translation>分析(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="149"/>
        <source>S&amp;itting</source>
        <translation>一场(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="166"/>
        <source>One move back or forward</source>
        <translation>后退或前进一步</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="166"/>
        <source>The deal, the last move</source>
        <translation>发牌、最后一步</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="167"/>
        <source>Into the next move&apos;s variation</source>
        <translation>进入下一步的变着</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="167"/>
        <source>Out of the variation</source>
        <translation>退出变着</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="168"/>
        <source>Open a record file</source>
        <translation>打开棋谱文件</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="168"/>
        <source>Undo the last move (recording)</source>
        <translation>撤销最后一步（记录时）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="169"/>
        <source>Save the record (recording)</source>
        <translation>保存棋谱（记录时）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="208"/>
        <source>This game has an error; it opens just before it: %1</source>
        <translation>这局牌谱有错，从出错之前的那一步打开：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="211"/>
        <source>Open a game record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="212"/>
        <source>Game records (*.txt *.json);;All files (*)</source>
        <translation>棋谱 (*.txt *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="223"/>
        <source>This file cannot be opened: %1</source>
        <translation>无法打开这个文件：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="329"/>
        <source>This move cannot be played: %1</source>
        <translation>这一步无法打出：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="436"/>
        <source>Save the record</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="437"/>
        <source>Game records (*.txt)</source>
        <translation>棋谱 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="445"/>
        <source>The record could not be saved: %1</source>
        <translation>棋谱没能保存：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/replay.py" line="448"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
</TS>
