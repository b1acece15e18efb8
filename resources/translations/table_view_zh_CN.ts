<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>TableView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="80"/>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="143"/>
        <source>yuan</source>
        <translation>圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="143"/>
        <source>huanghu, sits out</source>
        <translation>黄胡，不参加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="143"/>
        <source>in jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="144"/>
        <source>forfeits</source>
        <translation>作废</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="144"/>
        <source>bought the deal</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="144"/>
        <source>cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="145"/>
        <source>dead hand</source>
        <translation>死手</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="145"/>
        <source>won</source>
        <translation>胡了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="145"/>
        <source>broke the deal</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="146"/>
        <source>gave up the deal</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="146"/>
        <source>complete</source>
        <translation>牌成</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="136"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="137"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="138"/>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="137"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="138"/>
        <source>next (xiajia)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="137"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="139"/>
        <source>before (shangjia)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="138"/>
        <source>opposite (duijia)</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="151"/>
        <source>%1 xi laid out</source>
        <translation>亮喜 %1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="166"/>
        <source>discarded by %1</source>
        <translation>%1 打出</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="166"/>
        <source>turned up by %1</source>
        <translation>%1 翻出</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="167"/>
        <source>drawn by %1</source>
        <translation>%1 摸到</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="167"/>
        <source>added by %1, may be robbed</source>
        <translation>%1 加杠，可抢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="168"/>
        <source>dealt to %1</source>
        <translation>发给 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="175"/>
        <source>cards</source>
        <translation>张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="175"/>
        <source>standing</source>
        <translation>涨</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="175"/>
        <source>discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="208"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="404"/>
        <source>Wall: %1</source>
        <translation>底牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="210"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="406"/>
        <source>The hand is over</source>
        <translation>这一局结束了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="212"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="408"/>
        <source>To move: %1</source>
        <translation>轮到：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="215"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="410"/>
        <source>Up:</source>
        <translation>亮出：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="217"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="415"/>
        <source>Turned:</source>
        <translation>翻将：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="175"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="350"/>
        <source>sits out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="328"/>
        <source>No game open: choose one under Games, open a record file or drop one here.</source>
        <translation>没有打开的对局：在“对局”里选一局，打开棋谱文件，或者把文件拖到这里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="352"/>
        <source>to move</source>
        <translation>轮到</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="354"/>
        <source>%1 cards in hand</source>
        <translation>手里 %1 张</translation>
    </message>
</context>
</TS>
