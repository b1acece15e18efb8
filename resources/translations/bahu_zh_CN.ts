<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BahuPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="143"/>
        <source>Some melds of that hand could not be read; they were left out.</source>
        <translation>这手牌有些台面牌无法读取，已略去。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="170"/>
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="170"/>
        <source>the table melds</source>
        <translation>台面牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="171"/>
        <source>the rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="171"/>
        <source>Compare both</source>
        <translation>两套规则对照</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="171"/>
        <source>a saved hand</source>
        <translation>载入已存手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="218"/>
        <source>Xi (喜) is not in play under %1: that deck has 120 cards.</source>
        <translation>%1不用喜：那副牌只有 120 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="220"/>
        <source>Cannot analyse this hand: %1</source>
        <translation>无法分析这手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="232"/>
        <source>Both rule sets give the same verdict.</source>
        <translation>两套规则的判定相同。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="235"/>
        <source>The rule sets disagree on this hand: see the options below.</source>
        <translation>两套规则对这手牌判定不同：见下方的规则差异。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="243"/>
        <source>Open the settlement with this hand as the winner&apos;s (Ctrl+Enter)</source>
        <translation>以这手牌作为胡家的牌打开结算（Ctrl+Enter）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="244"/>
        <source>Only a winning hand (yuan with 8 hutou or more) can be settled</source>
        <translation>只有能胡的牌（圆且满八胡头）才能结算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="246"/>
        <source>Nothing to save: the hand is empty or has an error</source>
        <translation>没有可保存的：手牌为空或有错误</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="252"/>
        <source>Where the rule sets differ</source>
        <translation>两套规则的差异</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="254"/>
        <source>Option</source>
        <translation>规则项</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="255"/>
        <source>Sources</source>
        <translation>文献</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="284"/>
        <source>no cap</source>
        <translation>不封顶</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="286"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="286"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="308"/>
        <source>The settlement page is not available here.</source>
        <translation>这里无法打开结算页。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="312"/>
        <source>Bahu hand lab</source>
        <translation>八胡手牌实验室</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="313"/>
        <source>Haimen follows the Haimen text (124 cards, with Xi); Tongdong follows An Introduction to Bahu (120 cards)</source>
        <translation>海门依《南通长牌八胡头》（124 张，有喜）；通东依《八胡入门》（120 张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="315"/>
        <source>&amp;Compare both</source>
        <translation>两套规则对照(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="316"/>
        <source>Show the verdicts of both rule sets side by side</source>
        <translation>并排显示两套规则的判定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="344"/>
        <source>%1 on the table</source>
        <translation>台面 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="312"/>
        <source>Empty the hand and the melds</source>
        <translation>清空手牌和台面牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="119"/>
        <source>Settle this hand</source>
        <translation>结算这手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="318"/>
        <source>Se&amp;ttle this hand…</source>
        <translation>结算这手牌(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="319"/>
        <source>Table &amp;melds: kind and card, then Add</source>
        <translation>台面牌(&amp;M)：选种类和牌，再点“添加”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="328"/>
        <source>wins: 10 hutou (the extra 7p and 8p join their combinations)</source>
        <translation>能胡：10 胡头（多出的七饼、八饼并入各自的胡头组合）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="329"/>
        <source>yuan, 6 hutou: cannot win</source>
        <translation>圆，6 胡头：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="330"/>
        <source>not yuan: 5s has no group</source>
        <translation>不圆：五条没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="331"/>
        <source>yuan, 7 hutou (double wenqian)</source>
        <translation>圆，7 胡头（双文钱）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="332"/>
        <source>not yuan: 1s never joins a run</source>
        <translation>不圆：一条不能做顺子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="333"/>
        <source>not yuan: 9s cannot end a tiao run</source>
        <translation>不圆：九条不能接在条子顺子末尾</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="334"/>
        <source>yuan, 0 hutou: baozi with extra copies</source>
        <translation>圆，0 胡头：豹子带多余的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="335"/>
        <source>rule sets differ: pengs join a baozi and combinations only in Haimen</source>
        <translation>规则不同：只有海门的碰牌能与手牌组成豹子和胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="336"/>
        <source>rule sets differ: Kong-Nine-Nine with a punged 9s</source>
        <translation>规则不同：碰出的九条组成空九九</translation>
    </message>
</context>
</TS>
