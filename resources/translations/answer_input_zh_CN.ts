<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnswerInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="324"/>
        <source>Yes (Y)</source>
        <translation>是 (Y)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="325"/>
        <source>No (N)</source>
        <translation>否 (N)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="326"/>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="327"/>
        <source>Answer with this (Enter; Ctrl+Enter for a set of cards)</source>
        <translation>以此作答（回车；选多张牌时按 Ctrl+回车）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="328"/>
        <source>Unselect all</source>
        <translation>全部取消</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="329"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="333"/>
        <source>Answer with the buttons, or press Y or N.</source>
        <translation>点按钮作答，或按 Y、N 键。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="334"/>
        <source>Type the number and press Enter.</source>
        <translation>输入数目，按回车。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="335"/>
        <source>Click the card to discard (or move with the arrow keys and press Enter). The number under a face is how many copies the hand holds.</source>
        <translation>点要打出的那张牌（也可用方向键移动、按回车）。牌面下的数字是手里这种牌的张数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="337"/>
        <source>Click every card the hand waits on (arrow keys and Enter work too), then Check. The number under a face is how many copies are still unseen.</source>
        <translation>点出所有听张（方向键和回车也可以），再按“核对”。牌面下的数字是这种牌还有几张没露面。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="339"/>
        <source>Click the claim, or press its number; any claim as good as the best is right. Pass is always offered, even where the rules forbid it.</source>
        <translation>点要法，或按它的数字键；和最好的一样好的要法都算对。“过”总是列出来，规矩不许过的时候也列着。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_input.py" line="341"/>
        <source>Type what each player wins (positive) or pays (negative); Tab moves on, Enter checks.</source>
        <translation>填出每家赢多少（正数）或输多少（负数）；Tab 换格，回车核对。</translation>
    </message>
</context>
</TS>
