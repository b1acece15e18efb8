<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DashboardView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="120"/>
        <source>By theme, weakest first</source>
        <translation>按主题，最弱的在前</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="121"/>
        <source>By type of question, weakest first</source>
        <translation>按题型，最弱的在前</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="122"/>
        <source>Your rating is drawn here after two rated puzzles.</source>
        <translation>做完两道计分题后，这里画出你的等级分。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="123"/>
        <source>Your puzzle rating (Glicko-2), from 1500 at the start; the ± is how sure it is and shrinks as you answer rated puzzles</source>
        <translation>你的习题等级分（棋类常用的等级分算法），起初是 1500；± 表示它有多可靠，计分题答得越多越小</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="127"/>
        <source>Your %1 rating</source>
        <translation>你的%1等级分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="131"/>
        <source>%1 puzzles answered, %2 solved</source>
        <translation>已答 %1 题，答对 %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="132"/>
        <source>Best streak: %1</source>
        <translation>最长连胜：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="133"/>
        <source>Reviews due: %1 of %2</source>
        <translation>待复习：%1（共 %2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="135"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="135"/>
        <source>Attempts</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="135"/>
        <source>Solved</source>
        <translation>答对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="135"/>
        <source>Performance</source>
        <translation>表现分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="136"/>
        <source>Answer at least %1 puzzles of a theme to see it here.</source>
        <translation>一个主题答满 %1 题后，才在这里列出。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="137"/>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="140"/>
        <source>Practise</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="138"/>
        <source>Question</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="139"/>
        <source>Answer at least %1 puzzles of a type to see it here.</source>
        <translation>一种题型答满 %1 题后，才在这里列出。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="143"/>
        <source>Practise puzzles of this kind (unrated)</source>
        <translation>练习这一类题（不计分）</translation>
    </message>
</context>
</TS>
