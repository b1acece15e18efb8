<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PracticeSetup</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="116"/>
        <source>Beginner</source>
        <translation>新手</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="116"/>
        <source>Casual player</source>
        <translation>普通玩家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="117"/>
        <source>Strong player</source>
        <translation>高手</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="121"/>
        <source>Takes a win when one comes; every other move at random</source>
        <translation>有胡就胡，其余每一步都随手乱选</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="122"/>
        <source>Takes whatever brings the hand nearest a win, one move ahead</source>
        <translation>只看一步：哪样离胡牌最近就怎么走</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="123"/>
        <source>Weighs each move by its chance of a win and what the win is worth</source>
        <translation>掂量每一步胡牌的机会和胡了值多少</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="129"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="140"/>
        <source>no wait</source>
        <translation>不等</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="140"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="143"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="143"/>
        <source>&amp;Rules:</source>
        <translation>规矩(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="143"/>
        <source>&amp;Seat:</source>
        <translation>座位(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="144"/>
        <source>&amp;Bots:</source>
        <translation>对手(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="144"/>
        <source>Dea&amp;l no.:</source>
        <translation>牌局号(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="144"/>
        <source>&amp;Pace:</source>
        <translation>节奏(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="152"/>
        <source>Rando&amp;m deal</source>
        <translation>随机发牌(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="153"/>
        <source>Deal new cards each time; untick to play a deal again by its number</source>
        <translation>每次发新牌；不勾选可按牌局号再打同一副牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="154"/>
        <source>Sho&amp;w all hands</source>
        <translation>亮出全部手牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="155"/>
        <source>New han&amp;d</source>
        <translation>新一局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="156"/>
        <source>How long each bot waits before its move, so you can follow the play</source>
        <translation>每个机器人出牌前等多久，让你跟得上</translation>
    </message>
</context>
</TS>
