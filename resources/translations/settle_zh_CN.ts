<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="140"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="159"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="142"/>
        <source>Bought</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="142"/>
        <source>买庄 (maizhuang): pairs with this player settle ×3, ×5 if both bought (s000.p072–p075)</source>
        <translation>买庄：与此玩家之间按 3 倍结算，双方都买则 5 倍（s000.p072–p075）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="144"/>
        <source>Cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="144"/>
        <source>大炮 (dapao): ×5 against a plain player, ×8 against a buyer, ×10 between two cannons (s000.p076, s001.p100)</source>
        <translation>大炮：对普通玩家 5 倍，对买庄者 8 倍，两大炮之间 10 倍（s000.p076，s001.p100）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="146"/>
        <source>Huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="146"/>
        <source>黄胡: no jiang pair; only this player&apos;s bombs count, and they cannot win (s000.p064, s001.p106)</source>
        <translation>黄胡：没有将对；只算此玩家的爆炸，且不能胡（s000.p064，s001.p106）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="148"/>
        <source>Jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="148"/>
        <source>坐牢 (zuolao): this player&apos;s zhuang count as 0 until they win again (s000.p079, s001.p108)</source>
        <translation>坐牢：再次胡牌之前，此玩家的庄数按 0 计（s000.p079，s001.p108）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="150"/>
        <source>Forfeit</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="150"/>
        <source>折庄 and similar penalties: this round&apos;s zhuang are not counted, the player still pays (s001.p109–p113)</source>
        <translation>折庄等罚则：本局庄数不计，照样付出（s001.p109–p113）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="156"/>
        <source>Covers:</source>
        <translation>包：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="161"/>
        <source>包 (bao): this player pays the chosen player&apos;s debts to the other players on their behalf (s001.p115: 穷吃勾挂 or 吊张留下 spotted by the next player; s001.p114: 熬将 包庄, here counting all of that player&apos;s debts this round)</source>
        <translation>包：此家代所选的一家付给其他各家的筹码（s001.p115：穷吃勾挂、吊张留下被下家看出；s001.p114：熬将包庄，这里按那一家本局所付的全部计算）</translation>
    </message>
</context>
<context>
    <name>SettlePage</name>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="256"/>
        <source>Bahu · Haimen</source>
        <translation>八胡·海门</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="256"/>
        <source>Bahu · Tongdong</source>
        <translation>八胡·通东</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="312"/>
        <source>the round</source>
        <translation>这一局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="312"/>
        <source>the rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="313"/>
        <source>the hand from the hand lab</source>
        <translation>来自手牌实验室的手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="330"/>
        <source>Player %1 now wins with the hand from the hand lab.</source>
        <translation>玩家 %1 现以手牌实验室中的牌胡牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="374"/>
        <source>Player %1 is huanghu (no jiang pair) and cannot win: choose another winner or untick Huanghu.</source>
        <translation>玩家 %1 黄胡（没有将对），不能胡：请另选胡家，或取消“黄胡”。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="377"/>
        <source>More than four copies of %1 are on the table.</source>
        <translation>台面上的 %1 超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="378"/>
        <source>This round cannot be settled: %1</source>
        <translation>这一局无法结算：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="386"/>
        <source>%1 zhuang</source>
        <translation>%1 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="387"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="428"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="521"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="391"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="421"/>
        <source>bought</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="391"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="421"/>
        <source>cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="392"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="422"/>
        <source>huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="392"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="422"/>
        <source>jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="393"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="423"/>
        <source>forfeit</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="394"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="424"/>
        <source>covers %1</source>
        <translation>包 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="400"/>
        <source>%1
dead round: only zhuang settle</source>
        <translation>%1
臭掉：只算庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="402"/>
        <source>%1
di %2 from each player</source>
        <translation>%1
每家付底 %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="404"/>
        <source>zhuang</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="405"/>
        <source>Nobody pays anybody.</source>
        <translation>谁也不用付。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="433"/>
        <source>Zhuang</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="433"/>
        <source>to %1</source>
        <translation>给 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="434"/>
        <source>Net</source>
        <translation>净得</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="436"/>
        <source>Player %1 pays</source>
        <translation>玩家 %1 付</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="466"/>
        <source>was %1 under %2</source>
        <translation>%2下原为 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="478"/>
        <source>zhuang %1 → %2</source>
        <translation>庄 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="480"/>
        <source>net %1 → %2</source>
        <translation>净得 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="482"/>
        <source>player %1: %2</source>
        <translation>玩家 %1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="496"/>
        <source>Switching from %1 changed: %2.</source>
        <translation>由%1换过来，变化：%2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="500"/>
        <source>Switching from %1 changes nothing for this round.</source>
        <translation>由%1换过来，这一局结果不变。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="506"/>
        <source>Under %1: %2.</source>
        <translation>按%1：%2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="509"/>
        <source>%1 gives the same result for this round.</source>
        <translation>按%1，这一局结果相同。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="515"/>
        <source>Bahu settlement</source>
        <translation>八胡结算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="515"/>
        <source>Empty every seat and set no winner</source>
        <translation>清空各家，并设为无人胡牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="516"/>
        <source>Haimen: a third jiang peng makes 10 zhuang; Tongdong: 9</source>
        <translation>海门：第三对将碰累计 10 庄；通东：9 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="517"/>
        <source>Winner and players</source>
        <translation>胡家与各家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="518"/>
        <source>&amp;Winner:</source>
        <translation>胡家(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="519"/>
        <source>nobody (dead round)</source>
        <translation>无人胡（臭掉）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="522"/>
        <source>&amp;Hutou:</source>
        <translation>胡头(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="523"/>
        <source>8 to win; 11 and more are the top tier (s000.p068)</source>
        <translation>满 8 才能胡；11 及以上为最高一档（s000.p068）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="524"/>
        <source>piaohu</source>
        <translation>飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="525"/>
        <source>pinghu</source>
        <translation>平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="526"/>
        <source>Pinghu: a triplet or bomb came with the deal; piaohu otherwise (heiba when it has no jiang peng)</source>
        <translation>平胡：起手有招儿或爆炸；否则为飘胡（没碰将则为黑八）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="528"/>
        <source>Who pays whom (after netting each pair)</source>
        <translation>谁付谁（每两家之间已轧差）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="529"/>
        <source>The arithmetic (each line links to its source)</source>
        <translation>算式（每条都链接到原文）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="537"/>
        <source>Worked example of the Haimen text: player 0 bought, wins piaohu with 9 hutou</source>
        <translation>《南通长牌八胡头》的算例：玩家 0 买庄，9 胡头飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="538"/>
        <source>Three jiang pengs: 10 zhuang in Haimen, 9 in Tongdong</source>
        <translation>三对将碰：海门 10 庄，通东 9 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="539"/>
        <source>Dead round: nobody wins, zhuang still settle</source>
        <translation>臭掉：无人胡，庄照算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="540"/>
        <source>Cannon against a buyer: ×8</source>
        <translation>大炮对买庄：8 倍</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="541"/>
        <source>Heiba: piaohu without a jiang peng</source>
        <translation>黑八：飘胡没碰将</translation>
    </message>
</context>
</TS>
