<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnswerInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="275"/>
        <source>Yes (Y)</source>
        <translation>是 (Y)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="276"/>
        <source>No (N)</source>
        <translation>否 (N)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="277"/>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="278"/>
        <source>Answer with this (Enter; Ctrl+Enter for a set of cards)</source>
        <translation>以此作答（回车；选多张牌时按 Ctrl+回车）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="279"/>
        <source>Unselect all</source>
        <translation>全部取消</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="280"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="282"/>
        <source>Answer with the buttons, or press Y or N.</source>
        <translation>点按钮作答，或按 Y、N 键。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="283"/>
        <source>Type the number and press Enter.</source>
        <translation>输入数目，按回车。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="284"/>
        <source>Click the card to discard (or move with the arrow keys and press Enter). The number under a face is how many copies the hand holds.</source>
        <translation>点要打出的那张牌（也可用方向键移动、按回车）。牌面下的数字是手里这种牌的张数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="286"/>
        <source>Click every card the hand waits on (arrow keys and Enter work too), then Check. The number under a face is how many copies are still unseen.</source>
        <translation>点出所有听张（方向键和回车也可以），再按“核对”。牌面下的数字是这种牌还有几张没露面。</translation>
    </message>
</context>
</TS>
