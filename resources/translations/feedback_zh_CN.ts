<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Feedback</name>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="27"/>
        <source>Open %1 in the archive</source>
        <translation>在文库中打开 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="41"/>
        <source>in %1 min</source>
        <translation>%1 分钟后</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="43"/>
        <source>in %1 h</source>
        <translation>%1 小时后</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="44"/>
        <source>in %1 days</source>
        <translation>%1 天后</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="140"/>
        <source>Answer to see whether you are right and why.</source>
        <translation>作答后，这里说明对不对、为什么。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="145"/>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="145"/>
        <source>Not quite.</source>
        <translation>不对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="149"/>
        <source>Why (each line links to its source paragraph)</source>
        <translation>为什么（每条都链接到出处段落）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="163"/>
        <source>After discarding %1:</source>
        <translation>打出 %1 之后：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="165"/>
        <source>If %1 arrives: a win</source>
        <translation>来 %1：能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="165"/>
        <source>If %1 arrives: no win</source>
        <translation>来 %1：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="175"/>
        <source>Your rating: %1 → %2 (%3)</source>
        <translation>你的等级分：%1 → %2（%3）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="178"/>
        <source>Not rated: you have answered this puzzle before.</source>
        <translation>不计分：这道题你以前答过。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="180"/>
        <source>Streak over at %1.</source>
        <translation>连胜到 %1 结束。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="181"/>
        <source>Streak: %1 in a row.</source>
        <translation>连胜：已连对 %1 题。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="183"/>
        <source>It comes back for review %1.</source>
        <translation>这道题%1回到复习里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="189"/>
        <source>Every correct answer (any one of them is right):</source>
        <translation>所有正确答案（答其中任何一个都算对）：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="190"/>
        <source>The correct answer:</source>
        <translation>正确答案：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="196"/>
        <source>%1 wait(s)</source>
        <translation>听 %1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="207"/>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="208"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="207"/>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="208"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="210"/>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="225"/>
        <source>(you answered %1)</source>
        <translation>（你答的是 %1）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="221"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="229"/>
        <source>You discarded %1.</source>
        <translation>你打出的是 %1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="231"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="232"/>
        <source>You chose: %1.</source>
        <translation>你选的是：%1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="247"/>
        <source>%1: from a hand the engine&apos;s players played against each other.</source>
        <translation>%1：取自引擎的几位玩家对打的一把牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="251"/>
        <source>%1: generated by the engine.</source>
        <translation>%1：由引擎生成。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/feedback.py" line="253"/>
        <source>%1: from a worked example of:</source>
        <translation>%1：出自例题：</translation>
    </message>
</context>
</TS>
