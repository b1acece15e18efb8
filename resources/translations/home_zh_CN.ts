<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="100"/>
        <source>Long Cards Archive &amp; Tutor</source>
        <translation>长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="102"/>
        <source>The long-card games of Nantong (Bahu, Duzihu) and the Hunan character-card game Waihuzi: their source texts with translations, their history, and a rules engine that explains every verdict.</source>
        <translation>南通长牌（八胡、笃子胡）与湖南字牌歪胡子：原始文献及英译、历史文化，以及一个说明每条判定依据的规则引擎。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="105"/>
        <source>Learn to play</source>
        <translation>学牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="106"/>
        <source>Step by step, from the cards to settling up: short stages, exercises the engine checks, stars.</source>
        <translation>一步一步，从认牌到算账：一关一关的短课，练习由规则引擎检查，还有星星。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="107"/>
        <source>Read the sources</source>
        <translation>阅读文献</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="108"/>
        <source>Five source texts in their original script, each paragraph beside its English translation; articles on history and culture; search in simplified, traditional and English.</source>
        <translation>五篇原始文献，保留原文字体，每段与英译对照；历史文化文章；支持简体、繁體和英文检索。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="110"/>
        <source>Glossary</source>
        <translation>词汇表</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="110"/>
        <source>Terms with pinyin, English glosses and dialect names.</source>
        <translation>术语附拼音、英文释义和方言叫法。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="111"/>
        <source>Card gallery</source>
        <translation>牌谱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="111"/>
        <source>Every card of both decks, its names, role and figure.</source>
        <translation>两副牌的每一张：名称、作用和牌面人物。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="112"/>
        <source>Bahu hand lab</source>
        <translation>八胡手牌实验室</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="113"/>
        <source>Is this hand yuan? How many hutou? Which cards does it wait for? Under both regional rule sets.</source>
        <translation>这手牌圆不圆？有几个胡头？听哪几张？两种地方规则对照。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="114"/>
        <source>Settle a round</source>
        <translation>结算一局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="114"/>
        <source>Every player&apos;s zhuang and who pays whom, with the arithmetic.</source>
        <translation>每家几庄、谁付给谁，算式一一列出。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="115"/>
        <source>Duzihu calculator</source>
        <translation>笃子胡算胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="115"/>
        <source>Seven sets and a pair: hu under single and double jiang.</source>
        <translation>七搭加一对：单将、双将的胡数。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="116"/>
        <source>Waihuzi calculator</source>
        <translation>歪胡子算息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="116"/>
        <source>Groups, xi and special hands of the Hunan character cards.</source>
        <translation>湖南字牌的组牌、息数和特殊牌型。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="117"/>
        <source>Replay a game</source>
        <translation>复盘一局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="118"/>
        <source>Step through recorded hands move by move, with notes on the play, the settlement and the engine&apos;s review.</source>
        <translation>一步一步重看记录下来的牌局，附有打法讲解、结算和规则引擎的复盘点评。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="120"/>
        <source>Practice table</source>
        <translation>练牌桌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="121"/>
        <source>Play hands of all three games against the engine&apos;s players; ask for a hint on your turn, and read a review of your decisions at the end.</source>
        <translation>和引擎扮演的牌手打三种玩法的牌；轮到你时可以要提示，一局打完看你每一步决定的点评。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="123"/>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="124"/>
        <source>Short positions to solve: count the hutou, find the waits, choose the discard. A rating, a review of the ones you missed, streaks and themes.</source>
        <translation>一道道短题：数胡头、找听张、选出牌。有等级分，做错的题会再出，还有连胜和专题练习。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/home.py" line="132"/>
        <source>Keyboard: F1 or ? lists every key; Ctrl+1…9 and Ctrl+0 open the first ten pages, Alt+PgDown and Alt+PgUp the next and the previous; Ctrl+F searches the archive; Ctrl+ + and Ctrl+ − change the text size.</source>
        <translation>键盘：F1 或 ? 列出所有按键；Ctrl+1…9 和 Ctrl+0 打开前十个页面，Alt+PgDown、Alt+PgUp 打开下一页、上一页；Ctrl+F 检索档案；Ctrl+加号、Ctrl+减号 调整文字大小。</translation>
    </message>
</context>
</TS>
