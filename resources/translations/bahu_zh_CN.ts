<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BahuPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="341"/>
        <source>Bahu · Haimen</source>
        <translation>八胡·海门</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="341"/>
        <source>Bahu · Tongdong</source>
        <translation>八胡·通东</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="364"/>
        <source>Some melds of that hand could not be read; they were left out.</source>
        <translation>这手牌有些台面牌无法读取，已略去。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="414"/>
        <source>Xi (喜) is not in play under %1: that deck has 120 cards.</source>
        <translation>%1不用喜：那副牌只有 120 张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="416"/>
        <source>Cannot analyse this hand: %1</source>
        <translation>无法分析这手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="428"/>
        <source>Both rule sets give the same verdict.</source>
        <translation>两套规则的判定相同。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="431"/>
        <source>The rule sets disagree on this hand: see the options below.</source>
        <translation>两套规则对这手牌判定不同：见下方的规则差异。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="439"/>
        <source>Open the settlement with this hand as the winner&apos;s (Ctrl+Enter)</source>
        <translation>以这手牌作为胡家的牌打开结算（Ctrl+Enter）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="440"/>
        <source>Only a winning hand (yuan with 8 hutou or more) can be settled</source>
        <translation>只有能胡的牌（圆且满八胡头）才能结算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="443"/>
        <source>Keep this hand to come back to it from Saved hands</source>
        <translation>保存这手牌，以后可从“已存手牌”中调出</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="444"/>
        <source>Nothing to save: the hand is empty or has an error</source>
        <translation>没有可保存的：手牌为空或有错误</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="450"/>
        <source>Where the rule sets differ</source>
        <translation>两套规则的差异</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="452"/>
        <source>Option</source>
        <translation>规则项</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="453"/>
        <source>Sources</source>
        <translation>文献</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="482"/>
        <source>no cap</source>
        <translation>不封顶</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="484"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="474"/>
        <source>Could not save the hand: %1</source>
        <translation>未能保存这手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="474"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="504"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="512"/>
        <source>Saved hands are unavailable: %1</source>
        <translation>无法读取已存手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="516"/>
        <source>No saved hands yet: use Save hand</source>
        <translation>还没有保存的手牌：请用“保存手牌”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="531"/>
        <source>Right-click a hand, or highlight it and press Delete, to delete it</source>
        <translation>删除：在手牌上点右键，或选中后按 Delete 键</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="538"/>
        <source>&amp;Load</source>
        <translation>调出(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="540"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="554"/>
        <source>Could not delete the saved hand: %1</source>
        <translation>无法删除保存的手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="556"/>
        <source>Deleted a saved hand.</source>
        <translation>已删除保存的手牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="562"/>
        <source>Loaded a saved hand.</source>
        <translation>已调出保存的手牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="576"/>
        <location filename="../../archive_app/ui/pages/bahu.py" line="581"/>
        <source>The settlement page is not available here.</source>
        <translation>这里无法打开结算页。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="587"/>
        <source>Bahu hand lab</source>
        <translation>八胡手牌实验室</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="588"/>
        <source>Haimen follows the Haimen text (124 cards, with Xi); Tongdong follows An Introduction to Bahu (120 cards)</source>
        <translation>海门依《南通长牌八胡头》（124 张，有喜）；通东依《八胡入门》（120 张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="590"/>
        <source>&amp;Compare both</source>
        <translation>两套规则对照(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="591"/>
        <source>Show the verdicts of both rule sets side by side</source>
        <translation>并排显示两套规则的判定</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="592"/>
        <source>Sa&amp;ved hands</source>
        <translation>已存手牌(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="593"/>
        <source>&amp;Save hand</source>
        <translation>保存手牌(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="624"/>
        <source>%1 on the table</source>
        <translation>台面 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="587"/>
        <source>Empty the hand and the melds</source>
        <translation>清空手牌和台面牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="594"/>
        <source>Se&amp;ttle this hand…</source>
        <translation>结算这手牌(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="595"/>
        <source>Table &amp;melds: kind and card, then Add</source>
        <translation>台面牌(&amp;M)：选种类和牌，再点“添加”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="604"/>
        <source>wins: 10 hutou (the extra 7p and 8p join their combinations)</source>
        <translation>能胡：10 胡头（多出的七饼、八饼并入各自的胡头组合）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="605"/>
        <source>yuan, 6 hutou: cannot win</source>
        <translation>圆，6 胡头：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="606"/>
        <source>not yuan: 5s has no group</source>
        <translation>不圆：五条没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="607"/>
        <source>yuan, 7 hutou (double wenqian)</source>
        <translation>圆，7 胡头（双文钱）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="608"/>
        <source>not yuan: 1s never joins a run</source>
        <translation>不圆：一条不能做顺子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="609"/>
        <source>not yuan: 9s cannot end a tiao run</source>
        <translation>不圆：九条不能接在条子顺子末尾</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="610"/>
        <source>yuan, 0 hutou: baozi with extra copies</source>
        <translation>圆，0 胡头：豹子带多余的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="611"/>
        <source>rule sets differ: pengs join a baozi and combinations only in Haimen</source>
        <translation>规则不同：只有海门的碰牌能与手牌组成豹子和胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="612"/>
        <source>rule sets differ: Kong-Nine-Nine with a punged 9s</source>
        <translation>规则不同：碰出的九条组成空九九</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="97"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="97"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="97"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="101"/>
        <source>rolling (da gun)</source>
        <translation>打滚</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="102"/>
        <source>chuokou (one card short of yuan)</source>
        <translation>戳口（差一张成圆）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="103"/>
        <source>dunkou (yuan, short of 8 hutou)</source>
        <translation>蹲口（已圆，不满八胡）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="104"/>
        <source>four-hu dunkou</source>
        <translation>四胡蹲口</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="105"/>
        <source>kaizhao (waiting to gang)</source>
        <translation>开招成（等开招）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="106"/>
        <source>tianhu (waiting to add hutou)</source>
        <translation>添胡成（等添胡头）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="115"/>
        <source>Not yuan · 1 card from yuan</source>
        <translation>不圆 · 差 1 张成圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="116"/>
        <source>Not yuan · %1 cards from yuan</source>
        <translation>不圆 · 差 %1 张成圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="117"/>
        <source>can win</source>
        <translation>可以胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="117"/>
        <source>cannot win</source>
        <translation>不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="119"/>
        <source>huanghu: cannot win</source>
        <translation>黄胡：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="120"/>
        <source>Yuan · %1 hutou · %2</source>
        <translation>圆 · %1 胡头 · %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="126"/>
        <source>Arrangement</source>
        <translation>组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="127"/>
        <source>Hutou</source>
        <translation>胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="128"/>
        <source>Waiting cards (tingzhang): how each is taken → hutou</source>
        <translation>听张：怎样进张 → 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="129"/>
        <source>Why (each line links to its source paragraph)</source>
        <translation>依据（每条都链接到原文段落）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="130"/>
        <source>Shaded green: on the table. Framed red: a card with no group.</source>
        <translation>绿底：台面上的牌。红框：没有组合的牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="141"/>
        <source>Pick cards from the faces or type a hand to see its verdict.</source>
        <translation>点选牌面或输入手牌，即可看到判定。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="157"/>
        <source>%1: %2 → %3 hutou</source>
        <translation>%1：%2 → %3 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="161"/>
        <source>No card lets this hand win yet.</source>
        <translation>还没有哪张牌能让这手牌胡。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="180"/>
        <source>Kind of win (chengpai): %1</source>
        <translation>成牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="182"/>
        <source>Kind of win (chengpai): none yet</source>
        <translation>成牌：尚无</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="184"/>
        <source>1 waiting card</source>
        <translation>听 1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="184"/>
        <source>%1 waiting cards</source>
        <translation>听 %1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="189"/>
        <source>+%1 hutou</source>
        <translation>+%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="209"/>
        <source>1 card without a group</source>
        <translation>1 张没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="210"/>
        <source>%1 cards without a group</source>
        <translation>%1 张没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="211"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="216"/>
        <source>Hutou are counted only for a yuan hand.</source>
        <translation>牌圆了才算胡头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="225"/>
        <source>No hutou: 0.</source>
        <translation>没有胡头：0。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu.py" line="228"/>
        <source>%1 (counted up to %2)</source>
        <translation>%1（最多算到 %2）</translation>
    </message>
</context>
</TS>
