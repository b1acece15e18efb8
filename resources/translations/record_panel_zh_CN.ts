<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="30"/>
        <source>Record a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="38"/>
        <source>&amp;Type the deal (else deal by number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="43"/>
        <source>empty: not known (enter each card as it is turned up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="48"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="49"/>
        <source>&amp;Rule set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="50"/>
        <source>&amp;Dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="52"/>
        <source>Deal &amp;number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="54"/>
        <source>Hand of player %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="55"/>
        <source>&amp;Wall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="56"/>
        <source>Turned &amp;jiang:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="125"/>
        <source>Legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="152"/>
        <source>Pla&amp;y move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="153"/>
        <source>Commen&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="154"/>
        <source>A comment on the move shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="155"/>
        <source>&amp;Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="156"/>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="157"/>
        <source>&amp;End recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="162"/>
        <source>The hand is over: save the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/record_panel.py" line="164"/>
        <source>Choose the next move (%1 to move):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
