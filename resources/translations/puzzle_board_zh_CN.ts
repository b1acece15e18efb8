<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleBoard</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="53"/>
        <source>on the table</source>
        <translation>在台面上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="55"/>
        <source>turned jiang</source>
        <translation>翻出的将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="57"/>
        <source>in the hand</source>
        <translation>在手里</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="59"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="61"/>
        <source>the last card</source>
        <translation>最后一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="63"/>
        <source>winning card</source>
        <translation>胡的那张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="68"/>
        <source>small</source>
        <translation>小字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="68"/>
        <source>big</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="69"/>
        <source>wan</source>
        <translation>万</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="69"/>
        <source>tiao</source>
        <translation>条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="69"/>
        <source>bing</source>
        <translation>饼</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="69"/>
        <source>others</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="72"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="72"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="72"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="72"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="73"/>
        <source>standing jiang</source>
        <translation>涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="73"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="73"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_board.py" line="84"/>
        <source>puzzle rating %1</source>
        <translation>题目等级分 %1</translation>
    </message>
</context>
</TS>
