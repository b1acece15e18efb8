<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="105"/>
        <source>Bought</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="105"/>
        <source>买庄 (maizhuang): pairs with this player settle ×3, ×5 if both bought (s000.p072–p075)</source>
        <translation>买庄：与此玩家之间按 3 倍结算，双方都买则 5 倍（s000.p072–p075）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="107"/>
        <source>Cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="107"/>
        <source>大炮 (dapao): ×5 against a plain player, ×8 against a buyer, ×10 between two cannons (s000.p076, s001.p100)</source>
        <translation>大炮：对普通玩家 5 倍，对买庄者 8 倍，两大炮之间 10 倍（s000.p076，s001.p100）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="109"/>
        <source>Huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="109"/>
        <source>黄胡: no jiang pair; only this player&apos;s bombs count, and they cannot win (s000.p064, s001.p106)</source>
        <translation>黄胡：没有将对；只算此玩家的爆炸，且不能胡（s000.p064，s001.p106）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="111"/>
        <source>Jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="111"/>
        <source>坐牢 (zuolao): this player&apos;s zhuang count as 0 until they win again (s000.p079, s001.p108)</source>
        <translation>坐牢：再次胡牌之前，此玩家的庄数按 0 计（s000.p079，s001.p108）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="113"/>
        <source>Forfeit</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="113"/>
        <source>折庄 and similar penalties: this round&apos;s zhuang are not counted, the player still pays (s001.p109–p113)</source>
        <translation>折庄等罚则：本局庄数不计，照样付出（s001.p109–p113）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="119"/>
        <source>Covers:</source>
        <translation>包：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/seat_panel.py" line="123"/>
        <source>包 (bao): this player pays the chosen player&apos;s debts to the other players on their behalf (s001.p115: 穷吃勾挂 or 吊张留下 spotted by the next player; s001.p114: 熬将 包庄, here counting all of that player&apos;s debts this round)</source>
        <translation>包：此家代所选的一家付给其他各家的筹码（s001.p115：穷吃勾挂、吊张留下被下家看出；s001.p114：熬将包庄，这里按那一家本局所付的全部计算）</translation>
    </message>
</context>
</TS>
