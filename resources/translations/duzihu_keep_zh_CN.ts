<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DuzihuKeeping</name>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="51"/>
        <source>the rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="51"/>
        <source>Compare all three</source>
        <translation>三套规则对照</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="52"/>
        <source>the turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="52"/>
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="52"/>
        <source>the table melds</source>
        <translation>台面牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="53"/>
        <source>the winning card</source>
        <translation>胡的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="53"/>
        <source>how the winning card came</source>
        <translation>自摸还是别人出冲</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="54"/>
        <source>the wall&apos;s last card</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="54"/>
        <source>Xi</source>
        <translation>喜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="55"/>
        <source>tiancheng</source>
        <translation>天成</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/duzihu_keep.py" line="55"/>
        <source>a saved hand</source>
        <translation>载入已存手牌</translation>
    </message>
</context>
</TS>
