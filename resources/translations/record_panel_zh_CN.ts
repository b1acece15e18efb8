<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="29"/>
        <source>Record a game</source>
        <translation>记录对局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="37"/>
        <source>&amp;Type the deal (else deal by number)</source>
        <translation>手动输入发牌(&amp;T)（否则按编号发牌）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="42"/>
        <source>empty: not known (enter each card as it is turned up)</source>
        <translation>留空：不知道（每翻一张时再输入）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="47"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="48"/>
        <source>&amp;Rule set:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="49"/>
        <source>&amp;Dealer:</source>
        <translation>庄家(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="51"/>
        <source>Deal &amp;number:</source>
        <translation>发牌编号(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="53"/>
        <source>Hand of %1:</source>
        <translation>%1的手牌：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="54"/>
        <source>&amp;Wall:</source>
        <translation>底牌(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="55"/>
        <source>Turned &amp;jiang:</source>
        <translation>翻将(&amp;J)：</translation>
    </message>
</context>
<context>
    <name>RecordPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="126"/>
        <source>Legal moves</source>
        <translation>可走的着法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="153"/>
        <source>Pla&amp;y move</source>
        <translation>走这一步(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="154"/>
        <source>Commen&amp;t</source>
        <translation>评注(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="155"/>
        <source>A comment on the move shown</source>
        <translation>给当前这一步写评注</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="156"/>
        <source>&amp;Undo move</source>
        <translation>撤销一步(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="157"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="158"/>
        <source>&amp;End recording</source>
        <translation>结束记录(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="163"/>
        <source>The hand is over: save the record.</source>
        <translation>这一局结束了：请保存棋谱。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="165"/>
        <source>Choose the next move (%1 to move):</source>
        <translation>选择下一步（轮到%1）：</translation>
    </message>
</context>
</TS>
