<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleNames</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="16"/>
        <source>Rated</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="17"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="18"/>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="19"/>
        <source>Streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="20"/>
        <source>Theme practice</source>
        <translation>专题练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="23"/>
        <source>Yuan or not</source>
        <translation>圆不圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="24"/>
        <source>Can it win</source>
        <translation>能不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="25"/>
        <source>Count the hutou</source>
        <translation>数胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="26"/>
        <source>Find every wait</source>
        <translation>找出所有听张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="27"/>
        <source>Best discard</source>
        <translation>打哪张最好</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="28"/>
        <source>Is it a win</source>
        <translation>成不成牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="29"/>
        <source>Count the hu</source>
        <translation>数胡数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="30"/>
        <source>Count the xi</source>
        <translation>数息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="31"/>
        <source>Claim the card</source>
        <translation>要不要这张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="32"/>
        <source>Settle the round</source>
        <translation>结算这一把</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="33"/>
        <source>Pick the cards</source>
        <translation>挑牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="34"/>
        <source>Name the group</source>
        <translation>认组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="35"/>
        <source>Arrange the hand</source>
        <translation>理牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="36"/>
        <source>How the hand stands</source>
        <translation>成牌情形</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="37"/>
        <source>Who wins how much</source>
        <translation>各家输赢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="40"/>
        <source>melds on the table</source>
        <translation>台面有牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="41"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="42"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="43"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="44"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="45"/>
        <source>zhao&apos;r (dealt triplet)</source>
        <translation>招儿</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="46"/>
        <source>baozi</source>
        <translation>豹子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="47"/>
        <source>wenqian</source>
        <translation>文钱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="48"/>
        <source>extending a table run</source>
        <translation>接台面顺子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="49"/>
        <source>absorbed by a table group</source>
        <translation>并入台面组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="50"/>
        <source>Little Tiger</source>
        <translation>小老虎</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="51"/>
        <source>Two-Eight Gang</source>
        <translation>二八帮子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="52"/>
        <source>Three-Seven hutou</source>
        <translation>三七胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="53"/>
        <source>Qian-Kong-Nine</source>
        <translation>千空九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="54"/>
        <source>Kong-Nine-Nine</source>
        <translation>空九九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="55"/>
        <source>Ya-Eight-Nine</source>
        <translation>押八九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="56"/>
        <source>near miss</source>
        <translation>差一点</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="57"/>
        <source>several right answers</source>
        <translation>不止一个正确答案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="58"/>
        <source>several waits</source>
        <translation>听好几张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="59"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="60"/>
        <source>worked example</source>
        <translation>例题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="61"/>
        <source>piao hu (no runs)</source>
        <translation>飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="62"/>
        <source>qing hu (runs only)</source>
        <translation>清胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="63"/>
        <source>tazi hu (runs and triplets)</source>
        <translation>塌子胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="64"/>
        <source>kan</source>
        <translation>坎</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="65"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="66"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="67"/>
        <source>two-seven-ten</source>
        <translation>二七十</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="68"/>
        <source>from a played hand</source>
        <translation>取自打过的牌局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="69"/>
        <source>claim: win</source>
        <translation>要法：胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="70"/>
        <source>claim: peng</source>
        <translation>要法：碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="71"/>
        <source>claim: gang</source>
        <translation>要法：杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="72"/>
        <source>claim: chi</source>
        <translation>要法：吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="73"/>
        <source>claim: stand the jiang</source>
        <translation>要法：涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="74"/>
        <source>claim: pass</source>
        <translation>要法：过</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="75"/>
        <source>a claim that may not be declined</source>
        <translation>不能不要的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="76"/>
        <source>chukou must win</source>
        <translation>触口必胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="77"/>
        <source>raw jiang must win</source>
        <translation>生将必胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="78"/>
        <source>raw jiang, paid for if let pass</source>
        <translation>生将不胡要包</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="79"/>
        <source>kaizhao</source>
        <translation>开招</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="80"/>
        <source>a jiang pair must peng</source>
        <translation>碰将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="81"/>
        <source>jian gun bu da</source>
        <translation>见滚不打</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="82"/>
        <source>a flipped jiang is stood</source>
        <translation>翻出的将要涨</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="83"/>
        <source>a card turned up</source>
        <translation>翻出的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="84"/>
        <source>a card discarded</source>
        <translation>打出的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="85"/>
        <source>mai zhuang (bought)</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="86"/>
        <source>da pao (cannon)</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="87"/>
        <source>huanghu</source>
        <translation>黄胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="88"/>
        <source>zuo lao (jail)</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="89"/>
        <source>forfeited zhuang</source>
        <translation>庄不算</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="90"/>
        <source>bao (paying for another)</source>
        <translation>包</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="91"/>
        <source>bombs</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="92"/>
        <source>a won round</source>
        <translation>有人胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="93"/>
        <source>nobody won</source>
        <translation>没人胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="128"/>
        <source>%1, no. %2</source>
        <translation>%1·第 %2 题</translation>
    </message>
</context>
</TS>
