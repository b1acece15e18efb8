<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PositionView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="21"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="22"/>
        <source>On the table</source>
        <translation>台面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="23"/>
        <source>Turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="24"/>
        <source>Winning card</source>
        <translation>成牌的那张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="27"/>
        <source>This card</source>
        <translation>这张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="28"/>
        <source>stale: passed it before</source>
        <translation>迷张：前面放过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="25"/>
        <source>turned up by %1</source>
        <translation>%1翻出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="26"/>
        <source>discarded by %1</source>
        <translation>%1打出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="29"/>
        <source>no cards shown</source>
        <translation>没有牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="30"/>
        <source>bought zhuang</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="31"/>
        <source>cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="32"/>
        <source>in jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="33"/>
        <source>forfeits</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="34"/>
        <source>huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="35"/>
        <source>wins: %1 hutou, pinghu</source>
        <translation>胡牌：%1 胡头，平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="36"/>
        <source>wins: %1 hutou, piaohu</source>
        <translation>胡牌：%1 胡头，飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/position_view.py" line="37"/>
        <source>nothing on the table</source>
        <translation>台面上没有牌</translation>
    </message>
</context>
</TS>
