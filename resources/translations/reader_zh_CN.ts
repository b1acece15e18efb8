<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Reader</name>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="26"/>
        <source>Rugao</source>
        <translation>如皋</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="30"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="31"/>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="32"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="33"/>
        <source>%1 original</source>
        <translation>原文为%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="34"/>
        <source>shown converted to %1</source>
        <translation>已转换为%1显示</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="35"/>
        <source>show the original script</source>
        <translation>显示原文字形</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="36"/>
        <source>show in %1</source>
        <translation>转为%1显示</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="37"/>
        <source>Script</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="38"/>
        <source>Left out</source>
        <translation>略去</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="39"/>
        <source>Original</source>
        <translation>原文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="40"/>
        <source>Original (%1)</source>
        <translation>原文（%1）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="41"/>
        <source>English translation</source>
        <translation>英译</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="42"/>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="43"/>
        <source>Pinyin</source>
        <translation>拼音</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="44"/>
        <source>Also called</source>
        <translation>又称</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/reader.py" line="45"/>
        <source>Used in</source>
        <translation>出处</translation>
    </message>
</context>
</TS>
