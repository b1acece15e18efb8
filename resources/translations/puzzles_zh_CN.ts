<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzlesPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="265"/>
        <source>Could not record the answer: %1</source>
        <translation>无法记下这次作答：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="282"/>
        <source>Start a new streak</source>
        <translation>重新开始连胜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="284"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="284"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="295"/>
        <source>Loading the puzzles…</source>
        <translation>正在载入题目…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="299"/>
        <source>Nothing to review. Puzzles you miss come back here on a spaced schedule.</source>
        <translation>没有要复习的题。答错的题会按间隔复习的安排回到这里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="300"/>
        <source>Nothing to review now. The next review is due %1.</source>
        <translation>现在没有要复习的题。下一次复习在 %1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="302"/>
        <source>You climbed past the hardest puzzle of this selection. Start a new streak.</source>
        <translation>你已经越过了这一组里最难的题。重新开始连胜吧。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="303"/>
        <source>No puzzle matches this choice. Choose another rule set, type or theme, or make a new batch.</source>
        <translation>没有符合这个选择的题。换一个规则、题型或主题，或者生成一批新题。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="311"/>
        <source>Your rating: %1 ± %2</source>
        <translation>你的等级分：%1 ± %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="315"/>
        <source>Due now: %1 · scheduled: %2</source>
        <translation>现在待复习：%1 · 已安排：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="317"/>
        <source>Streak: %1 · best: %2</source>
        <translation>连胜：%1 · 最长：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="319"/>
        <source>Unrated practice</source>
        <translation>不计分的练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="348"/>
        <source>%1 new puzzles are in the pool.</source>
        <translation>题库里多了 %1 道新题。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="145"/>
        <source>Could not make new puzzles: %1</source>
        <translation>无法生成新题：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="361"/>
        <source>Some puzzles could not be read and are left out; all the others are here:</source>
        <translation>有些题目无法读取，已略去；其余题目照常显示：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="368"/>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="369"/>
        <source>Train</source>
        <translation>做题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="370"/>
        <source>Dashboard</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="373"/>
        <source>Your first attempt at each puzzle moves your rating and the puzzle&apos;s</source>
        <translation>每道题第一次作答时，你和这道题的等级分都会变动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="374"/>
        <source>Nothing is rated</source>
        <translation>都不计分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="375"/>
        <source>Missed puzzles, when their spaced review is due</source>
        <translation>答错的题，到了间隔复习的时间</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="376"/>
        <source>Puzzles of rising difficulty until the first miss</source>
        <translation>题目越来越难，直到第一次答错</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="377"/>
        <source>Unrated practice of one theme</source>
        <translation>不计分地练习一个主题</translation>
    </message>
</context>
</TS>
