<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ResultView</name>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="69"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="69"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="69"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="73"/>
        <source>rolling (da gun)</source>
        <translation>打滚</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="74"/>
        <source>chuokou (one card short of yuan)</source>
        <translation>戳口（差一张成圆）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="75"/>
        <source>dunkou (yuan, short of 8 hutou)</source>
        <translation>蹲口（已圆，不满八胡）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="76"/>
        <source>four-hu dunkou</source>
        <translation>四胡蹲口</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="77"/>
        <source>kaizhao (waiting to gang)</source>
        <translation>开招成（等开招）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="78"/>
        <source>tianhu (waiting to add hutou)</source>
        <translation>添胡成（等添胡头）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="87"/>
        <source>Not yuan · 1 card from yuan</source>
        <translation>不圆 · 差 1 张成圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="88"/>
        <source>Not yuan · %1 cards from yuan</source>
        <translation>不圆 · 差 %1 张成圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="89"/>
        <source>can win</source>
        <translation>可以胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="89"/>
        <source>cannot win</source>
        <translation>不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="91"/>
        <source>huanghu: cannot win</source>
        <translation>黄胡：不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="92"/>
        <source>Yuan · %1 hutou · %2</source>
        <translation>圆 · %1 胡头 · %2</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="98"/>
        <source>Arrangement</source>
        <translation>组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="99"/>
        <source>Hutou</source>
        <translation>胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="100"/>
        <source>Waiting cards (tingzhang): how each is taken → hutou</source>
        <translation>听张：怎样进张 → 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="101"/>
        <source>Why (each line links to its source paragraph)</source>
        <translation>依据（每条都链接到原文段落）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="102"/>
        <source>Shaded green: on the table. Framed red: a card with no group.</source>
        <translation>绿底：台面上的牌。红框：没有组合的牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="113"/>
        <source>Pick cards from the faces or type a hand to see its verdict.</source>
        <translation>点选牌面或输入手牌，即可看到判定。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="129"/>
        <source>%1: %2 → %3 hutou</source>
        <translation>%1：%2 → %3 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="133"/>
        <source>No card lets this hand win yet.</source>
        <translation>还没有哪张牌能让这手牌胡。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="152"/>
        <source>Kind of win (chengpai): %1</source>
        <translation>成牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="154"/>
        <source>Kind of win (chengpai): none yet</source>
        <translation>成牌：尚无</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="156"/>
        <source>1 waiting card</source>
        <translation>听 1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="156"/>
        <source>%1 waiting cards</source>
        <translation>听 %1 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="161"/>
        <source>+%1 hutou</source>
        <translation>+%1 胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="181"/>
        <source>1 card without a group</source>
        <translation>1 张没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="182"/>
        <source>%1 cards without a group</source>
        <translation>%1 张没有组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="183"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="188"/>
        <source>Hutou are counted only for a yuan hand.</source>
        <translation>牌圆了才算胡头。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="197"/>
        <source>No hutou: 0.</source>
        <translation>没有胡头：0。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_result.py" line="200"/>
        <source>%1 (counted up to %2)</source>
        <translation>%1（最多算到 %2）</translation>
    </message>
</context>
</TS>
