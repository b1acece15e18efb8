<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PracticeWords</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="27"/>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="27"/>
        <source>Buy the deal</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="27"/>
        <source>Give up the deal</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="38"/>
        <source>You must win (chukou): your hand lacked only %1 to be yuan with 8 hutou.</source>
        <translation>必须胡（触口）：你的牌只差%1一张就圆且满八胡。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="39"/>
        <source>You must win: your hand is yuan with 8 hutou and %1 is a raw jiang, first seen after it became yuan.</source>
        <translation>必须胡：你的牌已圆满八胡，%1是圆牌后才出现的生将。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="41"/>
        <source>You may not let the raw jiang %1 pass: another player could peng it, and you would then cover (bao) those zhuang.</source>
        <translation>生将%1不能放过：别家可能碰它，那样所碰的庄头由你包庄。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="43"/>
        <source>Kaizhao is compulsory in these rules: you hold three of the %1, so the fourth must be ganged.</source>
        <translation>这套规矩必须开招：你手里有三张%1，第四张出现就得杠。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="45"/>
        <source>These rules make a jiang pair peng: you hold a pair of %1.</source>
        <translation>这套规矩有将对必须碰：你手里有一对%1。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="46"/>
        <source>Jian gun bu da: taking %1 and discarding would make your hand yuan with 8 hutou, so you must take it.</source>
        <translation>见滚不打：拿下%1再打一张就圆且满八胡，所以必须拿。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="48"/>
        <source>This claim is compulsory here (%1).</source>
        <translation>这里必须拿这张牌（%1）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="53"/>
        <source>The drawing: you hold %1 cards. Buy the deal (maizhuang)? A buyer pays and is paid three times the zhuang with every other player; the di is not bought. The texts allow it only now, on the first three cards. Hint weighs it.</source>
        <translation>摸牌中：你手上有 %1 张牌。买不买庄？买庄的人跟每家互付的庄都算三倍，底不买。两份牌谱都只许在这时、头三张牌上买。按“提示”看引擎怎么估。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="56"/>
        <source>Your turn: discard a card (click it, or ← → and Enter).</source>
        <translation>轮到你：打一张牌（点它，或用 ← → 和回车键）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="57"/>
        <source>Up now: %1. Your choice.</source>
        <translation>%1出来了：你来选。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="58"/>
        <source>Your choice.</source>
        <translation>你来选。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="59"/>
        <source>%1 to move…</source>
        <translation>轮到%1…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="60"/>
        <source>The hand is over.</source>
        <translation>这一局结束了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="61"/>
        <source>Choose a game and press New hand.</source>
        <translation>选好游戏，按“新一局”。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="65"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_words.py" line="71"/>
        <source>That card may not be discarded now.</source>
        <translation>这张牌现在不能打。</translation>
    </message>
</context>
</TS>
