<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzlesPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="297"/>
        <source>Could not record the answer: %1</source>
        <translation>无法记下这次作答：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="316"/>
        <source>Start a new streak</source>
        <translation>重新开始连胜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="318"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="318"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="329"/>
        <source>Loading the puzzles…</source>
        <translation>正在载入题目…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="339"/>
        <source>Nothing to review now. The next review is due %1.</source>
        <translation>现在没有要复习的题。下一次复习在 %1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="342"/>
        <source>You climbed past the hardest puzzle of this selection. Start a new streak.</source>
        <translation>你已经越过了这一组里最难的题。重新开始连胜吧。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="343"/>
        <source>No puzzle matches this choice. Choose another rule set, type or theme, or make a new batch.</source>
        <translation>没有符合这个选择的题。换一个规则、题型或主题，或者生成一批新题。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="351"/>
        <source>Your rating: %1 ± %2</source>
        <translation>你的等级分：%1 ± %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="355"/>
        <source>Due now: %1 · scheduled: %2</source>
        <translation>现在待复习：%1 · 已安排：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="357"/>
        <source>Streak: %1 · best: %2</source>
        <translation>连胜：%1 · 最长：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="359"/>
        <source>Unrated practice</source>
        <translation>不计分的练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="389"/>
        <source>%1 new puzzles are in the pool.</source>
        <translation>题库里多了 %1 道新题。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="168"/>
        <source>Could not make new puzzles: %1</source>
        <translation>无法生成新题：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="331"/>
        <source>Review brings back the puzzles you missed, spaced out so that each returns about when you would forget it: a puzzle missed in any mode is due a minute later, and each time you solve it here the wait grows (ten minutes, a day, then longer).</source>
        <translation>复习把你做错的题隔一段时间再拿回来，大约在你快要忘记时出现：任何模式里做错的题一分钟后到期；在这里每做对一次，间隔就更长（十分钟、一天，然后更久）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="336"/>
        <source>Nothing to review yet: no puzzle of this game has been missed. Solve rated puzzles; the ones you miss will come back here.</source>
        <translation>还没有要复习的题：这个游戏还没有做错过的题。先去做计分题，做错的会回到这里。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="402"/>
        <source>Some puzzles could not be read and are left out; all the others are here:</source>
        <translation>有些题目无法读取，已略去；其余题目照常显示：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="409"/>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="410"/>
        <source>Train</source>
        <translation>做题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="411"/>
        <source>Dashboard</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="414"/>
        <source>Your first attempt at each puzzle moves your rating and the puzzle&apos;s</source>
        <translation>每道题第一次作答时，你和这道题的等级分都会变动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="415"/>
        <source>Nothing is rated</source>
        <translation>都不计分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="416"/>
        <source>Missed puzzles, when their spaced review is due</source>
        <translation>答错的题，到了间隔复习的时间</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="417"/>
        <source>Puzzles of rising difficulty until the first miss</source>
        <translation>题目越来越难，直到第一次答错</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="418"/>
        <source>Unrated practice of one theme</source>
        <translation>不计分地练习一个主题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="420"/>
        <source>Your puzzle rating (Glicko-2) starts at 1500; the ± is how sure it is, shrinking as you solve rated puzzles. No stars here: Learn stages give them (3 with no mistake, 2 with one, 1 with more).</source>
        <translation>你的习题等级分（按棋类常用的等级分算法计算）从 1500 起；± 表示它有多可靠，计分题做得越多越小。这里不给星：星在“学牌”的各关得到（不出错三星，错一次两星，错更多一星）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="423"/>
        <source>Your puzzle rating (Glicko-2) and how sure it is (±): the ± shrinks as you answer rated puzzles</source>
        <translation>你的习题等级分（棋类常用的等级分算法）和它的可靠程度（±）：计分题答得越多，± 越小</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="424"/>
        <source>&amp;Difficulty:</source>
        <translation>难度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="425"/>
        <source>Easier</source>
        <translation>简单些</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="425"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="425"/>
        <source>Harder</source>
        <translation>难些</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="427"/>
        <source>Rated puzzles are drawn below, at or above your rating</source>
        <translation>计分题按低于、等于或高于你的等级分来选</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/puzzles.py" line="428"/>
        <source>Go to rated puzzles</source>
        <translation>去做计分题</translation>
    </message>
</context>
</TS>
