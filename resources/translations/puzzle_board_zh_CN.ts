<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleBoard</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="63"/>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="99"/>
        <source>on the table</source>
        <translation>在台面上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="65"/>
        <source>turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="67"/>
        <source>in the hand</source>
        <translation>在手里</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="69"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="71"/>
        <source>the last card</source>
        <translation>最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="73"/>
        <source>winning card</source>
        <translation>胡的那张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="81"/>
        <source>turned up by you</source>
        <translation>你翻出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="84"/>
        <source>card up</source>
        <translation>这张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="85"/>
        <source>taken by chi before</source>
        <translation>之前吃进的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="85"/>
        <source>let pass before</source>
        <translation>之前放过的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="86"/>
        <source>let pass for peng</source>
        <translation>之前没碰的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="87"/>
        <source>jiang seen when the hand became yuan</source>
        <translation>牌圆时已见过的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="104"/>
        <source>bombs</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="109"/>
        <source>bought the deal (mai zhuang)</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="109"/>
        <source>cannon (da pao)</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="110"/>
        <source>huanghu (sits out)</source>
        <translation>黄胡（不参加）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="110"/>
        <source>in jail (zuo lao)</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="111"/>
        <source>forfeits this round&apos;s zhuang</source>
        <translation>这一把的庄不算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="116"/>
        <source>won with %1 hutou</source>
        <translation>胡了，%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="118"/>
        <source>ping hu</source>
        <translation>平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="128"/>
        <source>nothing on the table</source>
        <translation>桌上没有牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="131"/>
        <source>Nobody won (the wall ran out).</source>
        <translation>没人胡（牌翻完了）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="136"/>
        <source>small</source>
        <translation>小字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="136"/>
        <source>big</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>wan</source>
        <translation>万</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="81"/>
        <source>turned up by %1</source>
        <translation>%1翻出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="83"/>
        <source>discarded by %1</source>
        <translation>%1打出的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="91"/>
        <source>%1 holds a pair</source>
        <translation>%1有一对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="114"/>
        <source>pays for %1</source>
        <translation>包%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="129"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>tiao</source>
        <translation>条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>bing</source>
        <translation>饼</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="135"/>
        <source>others</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="140"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="141"/>
        <source>standing jiang</source>
        <translation>涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="141"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="141"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="153"/>
        <source>puzzle rating %1</source>
        <translation>题目等级分 %1</translation>
    </message>
</context>
</TS>
