<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleBoard</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="62"/>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="98"/>
        <source>on the table</source>
        <translation>在台面上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="64"/>
        <source>turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="66"/>
        <source>in the hand</source>
        <translation>在手里</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="68"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="70"/>
        <source>the last card</source>
        <translation>最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="72"/>
        <source>winning card</source>
        <translation>胡的那张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="80"/>
        <source>turned up by you</source>
        <translation>你翻出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="83"/>
        <source>card up</source>
        <translation>这张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="84"/>
        <source>taken by chi before</source>
        <translation>之前吃进的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="84"/>
        <source>let pass before</source>
        <translation>之前放过的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="85"/>
        <source>let pass for peng</source>
        <translation>之前没碰的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="86"/>
        <source>jiang seen when the hand became yuan</source>
        <translation>牌圆时已见过的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="103"/>
        <source>bombs</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="108"/>
        <source>bought the deal (mai zhuang)</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="108"/>
        <source>cannon (da pao)</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="109"/>
        <source>huanghu (sits out)</source>
        <translation>黄胡（不参加）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="109"/>
        <source>in jail (zuo lao)</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="110"/>
        <source>forfeits this round&apos;s zhuang</source>
        <translation>这一把的庄不算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="115"/>
        <source>won with %1 hutou</source>
        <translation>胡了，%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="117"/>
        <source>ping hu</source>
        <translation>平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="127"/>
        <source>nothing on the table</source>
        <translation>桌上没有牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="130"/>
        <source>Nobody won (the wall ran out).</source>
        <translation>没人胡（牌翻完了）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>small</source>
        <translation>小字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>big</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="134"/>
        <source>wan</source>
        <translation>万</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="80"/>
        <source>turned up by %1</source>
        <translation>%1翻出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="82"/>
        <source>discarded by %1</source>
        <translation>%1打出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="90"/>
        <source>%1 holds a pair</source>
        <translation>%1有一对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="113"/>
        <source>pays for %1</source>
        <translation>包%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="128"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="134"/>
        <source>tiao</source>
        <translation>条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="134"/>
        <source>bing</source>
        <translation>饼</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="134"/>
        <source>others</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="139"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="139"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="139"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="139"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>standing jiang</source>
        <translation>涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="152"/>
        <source>puzzle rating %1</source>
        <translation>题目等级分 %1</translation>
    </message>
</context>
</TS>
