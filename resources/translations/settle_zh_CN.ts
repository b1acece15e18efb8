<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SettlePage</name>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="197"/>
        <source>the round</source>
        <translation>这一局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="197"/>
        <source>the rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="198"/>
        <source>the hand from the hand lab</source>
        <translation>来自手牌实验室的手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="262"/>
        <source>More than four copies of %1 are on the table.</source>
        <translation>台面上的 %1 超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="263"/>
        <source>This round cannot be settled: %1</source>
        <translation>这一局无法结算：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="271"/>
        <source>%1 zhuang</source>
        <translation>%1 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="276"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="306"/>
        <source>bought</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="276"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="306"/>
        <source>cannon</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="277"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="307"/>
        <source>huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="277"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="307"/>
        <source>jail</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="278"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="308"/>
        <source>forfeit</source>
        <translation>折庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="279"/>
        <location filename="../../archive_app/ui/pages/settle.py" line="309"/>
        <source>covers %1</source>
        <translation>包%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="285"/>
        <source>%1
dead round: only zhuang settle</source>
        <translation>%1
臭掉：只算庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="287"/>
        <source>%1
di %2 from each player</source>
        <translation>%1
每家付底 %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="289"/>
        <source>zhuang</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="290"/>
        <source>Nobody pays anybody.</source>
        <translation>谁也不用付。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="318"/>
        <source>Zhuang</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="318"/>
        <source>to %1</source>
        <translation>给 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="319"/>
        <source>Net</source>
        <translation>净得</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="351"/>
        <source>was %1 under %2</source>
        <translation>%2下原为 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="363"/>
        <source>zhuang %1 → %2</source>
        <translation>庄 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="365"/>
        <source>net %1 → %2</source>
        <translation>净得 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="215"/>
        <source>%1 now wins with the hand from the hand lab.</source>
        <translation>%1现以手牌实验室中的牌胡牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="259"/>
        <source>%1 is huanghu (no jiang pair) and cannot win: choose another winner or untick Huanghu.</source>
        <translation>%1黄胡（没有将对），不能胡：请另选胡家，或取消“黄胡”。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="321"/>
        <source>%1 pays</source>
        <translation>%1付</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="367"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="381"/>
        <source>Switching from %1 changed: %2.</source>
        <translation>由%1换过来，变化：%2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="385"/>
        <source>Switching from %1 changes nothing for this round.</source>
        <translation>由%1换过来，这一局结果不变。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="391"/>
        <source>Under %1: %2.</source>
        <translation>按%1：%2。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="394"/>
        <source>%1 gives the same result for this round.</source>
        <translation>按%1，这一局结果相同。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="400"/>
        <source>Bahu settlement</source>
        <translation>八胡结算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="400"/>
        <source>Empty every seat and set no winner</source>
        <translation>清空各家，并设为无人胡牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="401"/>
        <source>Haimen: a third jiang peng makes 10 zhuang; Tongdong: 9</source>
        <translation>海门：第三对将碰累计 10 庄；通东：9 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="402"/>
        <source>Winner and players</source>
        <translation>胡家与各家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="403"/>
        <source>&amp;Winner:</source>
        <translation>胡家(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="404"/>
        <source>nobody (dead round)</source>
        <translation>无人胡（臭掉）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="407"/>
        <source>&amp;Hutou:</source>
        <translation>胡头(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="408"/>
        <source>8 to win; 11 and more are the top tier (s000.p068)</source>
        <translation>满 8 才能胡；11 及以上为最高一档（s000.p068）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="409"/>
        <source>piaohu</source>
        <translation>飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="410"/>
        <source>pinghu</source>
        <translation>平胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="411"/>
        <source>Pinghu: a triplet or bomb came with the deal; piaohu otherwise (heiba when it has no jiang peng)</source>
        <translation>平胡：起手有招儿或爆炸；否则为飘胡（没碰将则为黑八）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="413"/>
        <source>Who pays whom (after netting each pair)</source>
        <translation>谁付谁（每两家之间已轧差）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="414"/>
        <source>The arithmetic (each line links to its source)</source>
        <translation>算式（每条都链接到原文）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="422"/>
        <source>Worked example of the Haimen text: player 0 bought, wins piaohu with 9 hutou</source>
        <translation>《南通长牌八胡头》的算例：玩家 0 买庄，9 胡头飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="423"/>
        <source>Three jiang pengs: 10 zhuang in Haimen, 9 in Tongdong</source>
        <translation>三对将碰：海门 10 庄，通东 9 庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="424"/>
        <source>Dead round: nobody wins, zhuang still settle</source>
        <translation>臭掉：无人胡，庄照算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="425"/>
        <source>Cannon against a buyer: ×8</source>
        <translation>大炮对买庄：8 倍</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/settle.py" line="426"/>
        <source>Heiba: piaohu without a jiang peng</source>
        <translation>黑八：飘胡没碰将</translation>
    </message>
</context>
</TS>
