<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PracticeSetup</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="96"/>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="124"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="104"/>
        <source>Haimen</source>
        <translation>海门</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="104"/>
        <source>Tongdong</source>
        <translation>通东</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="104"/>
        <source>one jiang</source>
        <translation>单将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="105"/>
        <source>one jiang, Rugao</source>
        <translation>单将+如皋</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="105"/>
        <source>two jiang</source>
        <translation>双将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="106"/>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="106"/>
        <source>strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="109"/>
        <source>beginner (random)</source>
        <translation>新手（随机）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="109"/>
        <source>greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="110"/>
        <source>thinks ahead</source>
        <translation>会算牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="113"/>
        <source>no wait</source>
        <translation>不等</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="113"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="116"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="116"/>
        <source>&amp;Rules:</source>
        <translation>规矩(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="116"/>
        <source>&amp;Seat:</source>
        <translation>座位(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="117"/>
        <source>&amp;Bots:</source>
        <translation>对手(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="117"/>
        <source>Dea&amp;l no.:</source>
        <translation>牌局号(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="117"/>
        <source>&amp;Pace:</source>
        <translation>节奏(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="125"/>
        <source>Rando&amp;m deal</source>
        <translation>随机发牌(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="126"/>
        <source>Deal new cards each time; untick to play a deal again by its number</source>
        <translation>每次发新牌；不勾选可按牌局号再打同一副牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="127"/>
        <source>Sho&amp;w all hands</source>
        <translation>亮出全部手牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="128"/>
        <source>New han&amp;d</source>
        <translation>新一局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="129"/>
        <source>How long each bot waits before its move, so you can follow the play</source>
        <translation>每个机器人出牌前等多久，让你跟得上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="130"/>
        <source>How the other players choose: at random, by the greedy rule of thumb, or by weighing each move&apos;s chance of a win</source>
        <translation>其他玩家怎么选：随机、按贪心的经验法则，或者衡量每一步胡牌的机会</translation>
    </message>
</context>
</TS>
