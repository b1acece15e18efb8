<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CardsPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="190"/>
        <source>Regional names</source>
        <translation>地方叫法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="191"/>
        <source>Role in each game</source>
        <translation>在各玩法中的角色</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="192"/>
        <source>Bahu combinations</source>
        <translation>八胡组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="193"/>
        <source>Groups</source>
        <translation>组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="194"/>
        <source>None: the star cards form no combination.</source>
        <translation>无：星牌不组成胡头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="195"/>
        <source>The face</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="196"/>
        <source>Figure</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="197"/>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="198"/>
        <source>As the source describes it:</source>
        <translation>原文描述：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="199"/>
        <source>In the glossary</source>
        <translation>词汇表</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="200"/>
        <source>Number mark</source>
        <translation>点数图形</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="201"/>
        <source>Head</source>
        <translation>牌头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="317"/>
        <source>Arrows, Home, End</source>
        <translation>方向键、Home、End</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="317"/>
        <source>Move between the cards</source>
        <translation>在牌之间移动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="321"/>
        <source>Card gallery</source>
        <translation>牌谱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="323"/>
        <source>Every card of both decks with its names. Click a card or move with the arrow keys; the panel shows its regional names, its role in each game, its combinations, figure and number mark, with links to the sources.</source>
        <translation>两副牌的每一张及其名称。点击一张牌或用方向键移动；右侧显示它的地方叫法、在各玩法中的角色、所属组合、牌面人物和点数图形，并附原文出处链接。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="326"/>
        <location filename="../../archive_app/ui/pages/cards.py" line="327"/>
        <location filename="../../archive_app/ui/pages/cards.py" line="328"/>
        <source>Card size</source>
        <translation>牌的大小</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="329"/>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="330"/>
        <source>Long cards · 36 faces</source>
        <translation>长牌 · 36 种牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/cards.py" line="331"/>
        <source>Waihuzi cards · 20 faces</source>
        <translation>歪胡子 · 20 种牌面</translation>
    </message>
</context>
</TS>
