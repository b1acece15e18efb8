<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>HintView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="84"/>
        <source>The engine is thinking…</source>
        <translation>引擎正在思考…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="88"/>
        <source>On your turn, press Hint for the engine&apos;s view of your hand and the move it would make.</source>
        <translation>轮到你时，按“提示”看引擎对你手牌的看法和它会走的一步。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="99"/>
        <source>Your hand is yuan, with %1 hutou.</source>
        <translation>你的牌圆了，有 %1 胡头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="101"/>
        <source>Your hand is %1 card(s) from yuan.</source>
        <translation>你的牌离圆还差 %1 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="103"/>
        <source>Your hand is more than 4 cards from yuan.</source>
        <translation>你的牌离圆还差 4 张以上。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="109"/>
        <source>hutou</source>
        <translation>胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="105"/>
        <source>Your hand is complete.</source>
        <translation>你的牌成了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="106"/>
        <source>Sets still to make: %1.</source>
        <translation>还要凑 %1 副。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="109"/>
        <source>hu</source>
        <translation>胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="108"/>
        <source>Your hand is dead: it may no longer win.</source>
        <translation>你的牌是死手：不能再胡了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="109"/>
        <source>xi</source>
        <translation>息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="111"/>
        <source>You wait on: %1.</source>
        <translation>你听：%1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="112"/>
        <source>No card wins for you yet.</source>
        <translation>还没有能让你胡的牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="115"/>
        <source>The engine would play: %1</source>
        <translation>引擎会走：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="117"/>
        <source>It wins at once.</source>
        <translation>当场胡牌。</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="242"/>
        <source>&amp;Open this hand</source>
        <translation>打开这一局(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="255"/>
        <source>won</source>
        <translation>胡了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="255"/>
        <source>not won</source>
        <translation>没胡</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="203"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="203"/>
        <source>Played</source>
        <translation>打了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="203"/>
        <source>Won</source>
        <translation>胡了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="203"/>
        <source>Average a hand</source>
        <translation>每手平均</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="204"/>
        <source>Net</source>
        <translation>净得</translation>
    </message>
</context>
<context>
    <name>ResultTab</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="320"/>
        <source>Open in repla&amp;y</source>
        <translation>在复盘中打开(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="291"/>
        <source>&amp;Continue the hand</source>
        <translation>接着打(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="292"/>
        <source>&amp;Forget it</source>
        <translation>不要了(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="295"/>
        <source>A hand was left unfinished (%1, %2 moves played).</source>
        <translation>有一局没打完（%1，已走 %2 步）。</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="141"/>
        <source>The engine is reviewing your decisions…</source>
        <translation>引擎正在复查你的每一步…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="142"/>
        <source>The engine is reviewing the decisions of %1…</source>
        <translation>引擎正在复查 %1 的每一步…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="146"/>
        <source>When the hand is over, the engine reviews your decisions here.</source>
        <translation>一局打完后，引擎在这里复查你的每一步。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="150"/>
        <source>The review could not be made: %1</source>
        <translation>没能复查：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="156"/>
        <source>You made every decision as the engine would have.</source>
        <translation>你的每一步都和引擎的选择一样。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="157"/>
        <source>%1 made every decision as the engine would have.</source>
        <translation>%1 的每一步都和引擎的选择一样。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="159"/>
        <source>%1 decision(s) where you played otherwise than the engine, the biggest loss first:</source>
        <translation>你有 %1 步和引擎的选择不同，损失最大的在前：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="162"/>
        <source>%1 decision(s) where %2 played otherwise than the engine, the biggest loss first:</source>
        <translation>%2 有 %1 步和引擎的选择不同，损失最大的在前：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="170"/>
        <source>%1. Move %2: you played %3</source>
        <translation>%1. 第 %2 步：你走了 %3</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="173"/>
        <source>%1. Move %2: %3 played %4</source>
        <translation>%1. 第 %2 步：%3 走了 %4</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="176"/>
        <source>; the engine would play %1</source>
        <translation>；引擎会走 %1</translation>
    </message>
</context>
<context>
    <name>_Text</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_panels.py" line="72"/>
        <source>What this measure cannot see:</source>
        <translation>这个衡量看不到的：</translation>
    </message>
</context>
</TS>
