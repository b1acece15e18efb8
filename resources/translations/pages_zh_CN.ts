<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Pages</name>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="35"/>
        <source>Home</source>
        <translation>首页</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="36"/>
        <source>Learn</source>
        <translation>学牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="37"/>
        <source>Archive</source>
        <translation>档案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="38"/>
        <source>Glossary</source>
        <translation>词汇表</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="39"/>
        <source>Cards</source>
        <translation>牌谱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="40"/>
        <source>Bahu hand lab</source>
        <translation>八胡手牌实验室</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="41"/>
        <source>Bahu settlement</source>
        <translation>八胡结算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="42"/>
        <source>Duzihu calculator</source>
        <translation>笃子胡算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="43"/>
        <source>Waihuzi calculator</source>
        <translation>歪胡子算息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="44"/>
        <source>Replay</source>
        <translation>复盘</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="45"/>
        <source>Practice table</source>
        <translation>练牌桌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/__init__.py" line="46"/>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
</context>
</TS>
