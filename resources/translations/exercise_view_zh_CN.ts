<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ExerciseView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="249"/>
        <source>This exercise cannot be checked: %1</source>
        <translation>这道题没法检查：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="191"/>
        <source>&amp;Check (Enter)</source>
        <translation>检查(&amp;C)（回车）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="193"/>
        <source>&amp;Try again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="194"/>
        <source>Ne&amp;xt</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="248"/>
        <source>Give an answer first.</source>
        <translation>先给出答案。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="248"/>
        <source>Right!</source>
        <translation>对了！</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="248"/>
        <source>Not quite.</source>
        <translation>不对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="272"/>
        <source>Hide the %1 lines on later topics</source>
        <translation>收起这 %1 条（后面的课才讲）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="274"/>
        <source>Show %1 &amp;more lines (later topics)</source>
        <translation>展开另外 %1 条（后面的课才讲）(&amp;M)</translation>
    </message>
</context>
</TS>
