<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>HandOrigin</name>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="53"/>
        <source>set here</source>
        <translation>在此设定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="57"/>
        <source>%1 hutou</source>
        <translation>%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="59"/>
        <source>(the top tier, counted as 11)</source>
        <translation>（最高一档，按 11 算）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="61"/>
        <source>%1 hutou (%2; the hand lab said %3)</source>
        <translation>%1 胡头（%2；手牌实验室为 %3）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="64"/>
        <source>pinghu</source>
        <translation>平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="64"/>
        <source>piaohu</source>
        <translation>飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="65"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="67"/>
        <source>table melds %1</source>
        <translation>台面 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="68"/>
        <source>no table melds</source>
        <translation>台面无牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="70"/>
        <source>table melds changed here</source>
        <translation>台面牌在此改过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="71"/>
        <source>From the hand lab (%1), %2 wins with: %3.</source>
        <translation>来自手牌实验室（%1）：%2胡，%3。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="72"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="75"/>
        <source>The winner is now %1 (%2).</source>
        <translation>现在胡家是%1（%2）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="76"/>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="78"/>
        <source>Statuses %1: %2.</source>
        <translation>%1的状态：%2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="80"/>
        <source>The hand lab knows no statuses and no other players: bought, cannon, jail, forfeit and covers start unset; set them here.</source>
        <translation>手牌实验室不知道各家状态和其他玩家：买庄、大炮、坐牢、折庄和包都未设定，请在此设定。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/hand_origin.py" line="85"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
</TS>
