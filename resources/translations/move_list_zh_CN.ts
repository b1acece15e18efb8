<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>MoveList</name>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="105"/>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="118"/>
        <source>The deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="138"/>
        <source>(engine: %1)</source>
        <translation>（引擎：%1）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="140"/>
        <source>Breaks a rule</source>
        <translation>违反规则</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="67"/>
        <source>discards</source>
        <translation>打</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="67"/>
        <source>turns up</source>
        <translation>翻</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="67"/>
        <source>draws</source>
        <translation>摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="68"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="68"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="68"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="69"/>
        <source>stands</source>
        <translation>涨</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="69"/>
        <source>hu</source>
        <translation>胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="69"/>
        <source>buys the deal</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="70"/>
        <source>passes</source>
        <translation>过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="70"/>
        <source>lays out four</source>
        <translation>炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="70"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="71"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="71"/>
        <source>adds to a peng</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="71"/>
        <source>concealed gang</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="72"/>
        <source>declares a long</source>
        <translation>亮龙</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="72"/>
        <source>lays out xi</source>
        <translation>亮喜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="73"/>
        <source>gives up the deal</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="84"/>
        <source>with</source>
        <translation>用</translation>
    </message>
</context>
</TS>
