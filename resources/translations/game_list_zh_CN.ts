<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>GameList</name>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="59"/>
        <source>Sample games</source>
        <translation>示例对局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="85"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="86"/>
        <source>Open a record file (text or JSON), or drop one on the page</source>
        <translation>打开棋谱文件（文本或 JSON），也可以把文件拖到本页</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="87"/>
        <source>Re&amp;cord a game…</source>
        <translation>记录对局(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="92"/>
        <source>Has an error: %1</source>
        <translation>有错：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="115"/>
        <source>Opened files</source>
        <translation>打开的文件</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="158"/>
        <source>No games to replay yet. Open a record file (or drop one on the page), or record a game move by move.</source>
        <translation>还没有可以复盘的对局。打开一个棋谱文件（也可以把文件拖到本页），或者一步一步记录一局。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/game_list.py" line="163"/>
        <source>Pick a game to replay it.</source>
        <translation>选一局来复盘。</translation>
    </message>
</context>
</TS>
