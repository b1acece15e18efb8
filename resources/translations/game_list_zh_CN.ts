<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>GameList</name>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="29"/>
        <source>Sample games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="47"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="48"/>
        <source>Open a record file (text or JSON), or drop one on the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="49"/>
        <source>Re&amp;cord a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="53"/>
        <source>Bahu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="53"/>
        <source>Duzihu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="53"/>
        <source>Waihuzi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="74"/>
        <source>Opened files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
