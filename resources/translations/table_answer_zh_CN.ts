<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>NetsBox</name>
    <message>
        <location filename="../../archive_app/ui/widgets/table_answer.py" line="161"/>
        <source>Player &amp;%1</source>
        <translation>玩家 &amp;%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_answer.py" line="162"/>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_answer.py" line="163"/>
        <source>Answer with these four numbers (Enter)</source>
        <translation>用这四个数回答（回车）</translation>
    </message>
</context>
</TS>
