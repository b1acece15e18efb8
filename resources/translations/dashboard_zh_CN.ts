<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DashboardView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="125"/>
        <source>By theme, weakest first</source>
        <translation>按主题，最弱的在前</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="126"/>
        <source>By type of question, weakest first</source>
        <translation>按题型，最弱的在前</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="127"/>
        <source>Your rating is drawn here after two rated puzzles.</source>
        <translation>做完两道计分题后，这里画出你的等级分。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="128"/>
        <source>Your puzzle rating (Glicko-2), from 1500 at the start; the ± is how sure it is and shrinks as you answer rated puzzles</source>
        <translation>你的习题等级分（棋类常用的等级分算法），起初是 1500；± 表示它有多可靠，计分题答得越多越小</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="132"/>
        <source>Your %1 rating</source>
        <translation>你的%1等级分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="134"/>
        <source>Solve a rated puzzle</source>
        <translation>做一道计分题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="139"/>
        <source>%1 puzzles answered, %2 solved</source>
        <translation>已答 %1 题，答对 %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="140"/>
        <source>Best streak: %1</source>
        <translation>最长连胜：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="141"/>
        <source>Reviews due: %1 of %2</source>
        <translation>待复习：%1（共 %2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="143"/>
        <source>No puzzle of this game answered yet. Every rated puzzle you answer moves your rating from 1500 and fills in this page.</source>
        <translation>这个玩法还没有做过题。每做一道计分题，你的等级分就从1500起变动，这一页也会逐渐填满。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="146"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="146"/>
        <source>Attempts</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="146"/>
        <source>Solved</source>
        <translation>答对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="146"/>
        <source>Performance</source>
        <translation>表现分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="147"/>
        <source>Answer at least %1 puzzles of a theme to see it here.</source>
        <translation>一个主题答满 %1 题后，才在这里列出。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="148"/>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="151"/>
        <source>Practise</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="149"/>
        <source>Question</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="150"/>
        <source>Answer at least %1 puzzles of a type to see it here.</source>
        <translation>一种题型答满 %1 题后，才在这里列出。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/dashboard.py" line="154"/>
        <source>Practise puzzles of this kind (unrated)</source>
        <translation>练习这一类题（不计分）</translation>
    </message>
</context>
</TS>
