<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PracticeSetup</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="111"/>
        <source>beginner (random)</source>
        <translation>新手（随机）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="111"/>
        <source>greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="112"/>
        <source>thinks ahead</source>
        <translation>会算牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="115"/>
        <source>no wait</source>
        <translation>不等</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="115"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="118"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="118"/>
        <source>&amp;Rules:</source>
        <translation>规矩(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="118"/>
        <source>&amp;Seat:</source>
        <translation>座位(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="119"/>
        <source>&amp;Bots:</source>
        <translation>对手(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="119"/>
        <source>Dea&amp;l no.:</source>
        <translation>牌局号(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="119"/>
        <source>&amp;Pace:</source>
        <translation>节奏(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="127"/>
        <source>Rando&amp;m deal</source>
        <translation>随机发牌(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="128"/>
        <source>Deal new cards each time; untick to play a deal again by its number</source>
        <translation>每次发新牌；不勾选可按牌局号再打同一副牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="129"/>
        <source>Sho&amp;w all hands</source>
        <translation>亮出全部手牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="130"/>
        <source>New han&amp;d</source>
        <translation>新一局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="131"/>
        <source>How long each bot waits before its move, so you can follow the play</source>
        <translation>每个机器人出牌前等多久，让你跟得上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_setup.py" line="132"/>
        <source>How the other players choose: at random, by the greedy rule of thumb, or by weighing each move&apos;s chance of a win</source>
        <translation>其他玩家怎么选：随机、按贪心的经验法则，或者衡量每一步胡牌的机会</translation>
    </message>
</context>
</TS>
