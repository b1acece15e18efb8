<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SittingBanner</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="73"/>
        <source>&amp;Continue the sitting</source>
        <translation>接着打这一场(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="74"/>
        <source>&amp;Forget the sitting</source>
        <translation>不打了(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="77"/>
        <source>A sitting was left unfinished (%1, %2 of %3 hands played).</source>
        <translation>有一场没打完（%1，%3 局打了 %2 局）。</translation>
    </message>
</context>
<context>
    <name>SittingPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="51"/>
        <source>Ha&amp;nds:</source>
        <translation>局数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="52"/>
        <source>Play a sitting</source>
        <translation>打一场</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="53"/>
        <source>Play this many hands in a row: the deal moves on as the rules say, and the running totals are kept</source>
        <translation>一连打这么多局：按规则换庄，记下累计输赢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="55"/>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="56"/>
        <source>Open in the replay</source>
        <translation>在复盘中打开</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="60"/>
        <source>No sitting is being played.</source>
        <translation>现在没有在打一场。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="62"/>
        <source>The sitting is over: %1 hands; your total %2.</source>
        <translation>这一场打完了：共 %1 局；你累计 %2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/practice_sitting.py" line="65"/>
        <source>%1 of %2 hands played; your total so far %3.</source>
        <translation>共 %2 局，打了 %1 局；你到现在累计 %3。</translation>
    </message>
</context>
</TS>
