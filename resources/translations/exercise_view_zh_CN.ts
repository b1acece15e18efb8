<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ExerciseView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="252"/>
        <source>This exercise cannot be checked: %1</source>
        <translation>这道题没法检查：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="194"/>
        <source>&amp;Check (Enter)</source>
        <translation>检查(&amp;C)（回车）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="196"/>
        <source>&amp;Try again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="197"/>
        <source>Ne&amp;xt</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="251"/>
        <source>Give an answer first.</source>
        <translation>先给出答案。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="251"/>
        <source>Right!</source>
        <translation>对了！</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="251"/>
        <source>Not quite.</source>
        <translation>不对。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="265"/>
        <source>%1 hutou</source>
        <translation>%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="268"/>
        <source>left over</source>
        <translation>剩下的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="268"/>
        <source>in no group</source>
        <translation>不在任何组合里</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="270"/>
        <source>The engine&apos;s grouping: every plain card is in a group.</source>
        <translation>引擎的分组：每张素牌都在组合里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="271"/>
        <source>The engine&apos;s nearest grouping, and the cards it leaves over:</source>
        <translation>引擎找到的最接近圆的分组，和剩下不成组合的牌：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="297"/>
        <source>Hide the %1 lines on other topics</source>
        <translation>收起这 %1 条（其他课讲的）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/exercise_view.py" line="299"/>
        <source>Show %1 &amp;more lines (other topics)</source>
        <translation>展开另外 %1 条（其他课讲的）(&amp;M)</translation>
    </message>
</context>
</TS>
