<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PuzzleNames</name>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="13"/>
        <source>Rated</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="14"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="15"/>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="16"/>
        <source>Streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="17"/>
        <source>Theme practice</source>
        <translation>专题练习</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="20"/>
        <source>Bahu</source>
        <translation>八胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="21"/>
        <source>Duzihu</source>
        <translation>笃子胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="22"/>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="30"/>
        <source>Waihuzi</source>
        <translation>歪胡子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="25"/>
        <source>Haimen</source>
        <translation>海门</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="26"/>
        <source>Tongdong</source>
        <translation>通东</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="27"/>
        <source>Danjiang</source>
        <translation>单将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="28"/>
        <source>Danjiang + Rugao</source>
        <translation>单将 + 如皋</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="29"/>
        <source>Shuangjiang</source>
        <translation>双将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="31"/>
        <source>Waihuzi, strict</source>
        <translation>歪胡子（严格）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="34"/>
        <source>Yuan or not</source>
        <translation>圆不圆</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="35"/>
        <source>Can it win</source>
        <translation>能不能胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="36"/>
        <source>Count the hutou</source>
        <translation>数胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="37"/>
        <source>Find every wait</source>
        <translation>找出所有听张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="38"/>
        <source>Best discard</source>
        <translation>打哪张最好</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="39"/>
        <source>Is it a win</source>
        <translation>成不成牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="40"/>
        <source>Count the hu</source>
        <translation>数胡数</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="41"/>
        <source>Count the xi</source>
        <translation>数息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="44"/>
        <source>melds on the table</source>
        <translation>台面有牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="45"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="46"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="47"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="48"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="49"/>
        <source>zhao&apos;r (dealt triplet)</source>
        <translation>招儿</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="50"/>
        <source>baozi</source>
        <translation>豹子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="51"/>
        <source>wenqian</source>
        <translation>文钱</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="52"/>
        <source>extending a table run</source>
        <translation>接台面顺子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="53"/>
        <source>absorbed by a table group</source>
        <translation>并入台面组合</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="54"/>
        <source>Little Tiger</source>
        <translation>小老虎</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="55"/>
        <source>Two-Eight Gang</source>
        <translation>二八帮子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="56"/>
        <source>Three-Seven hutou</source>
        <translation>三七胡头</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="57"/>
        <source>Qian-Kong-Nine</source>
        <translation>千空九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="58"/>
        <source>Kong-Nine-Nine</source>
        <translation>空九九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="59"/>
        <source>Ya-Eight-Nine</source>
        <translation>押八九</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="60"/>
        <source>near miss</source>
        <translation>差一点</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="61"/>
        <source>several right answers</source>
        <translation>不止一个正确答案</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="62"/>
        <source>several waits</source>
        <translation>听好几张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="63"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="64"/>
        <source>worked example</source>
        <translation>例题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="65"/>
        <source>piao hu (no runs)</source>
        <translation>飘胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="66"/>
        <source>qing hu (runs only)</source>
        <translation>清胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="67"/>
        <source>tazi hu (runs and triplets)</source>
        <translation>塌子胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="68"/>
        <source>kan</source>
        <translation>坎</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="69"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="70"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/puzzle_names.py" line="71"/>
        <source>two-seven-ten</source>
        <translation>二七十</translation>
    </message>
</context>
</TS>
