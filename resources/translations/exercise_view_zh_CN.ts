<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ExerciseView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="229"/>
        <source>This exercise cannot be checked: %1</source>
        <translation>这道题没法检查：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="173"/>
        <source>&amp;Check (Enter)</source>
        <translation>检查(&amp;C)（回车）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="174"/>
        <source>&amp;Try again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="175"/>
        <source>Ne&amp;xt</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="228"/>
        <source>Give an answer first.</source>
        <translation>先给出答案。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="228"/>
        <source>Right!</source>
        <translation>对了！</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="228"/>
        <source>Not quite.</source>
        <translation>不对。</translation>
    </message>
</context>
</TS>
