<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>WaihuziResult</name>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="59"/>
        <source>kan</source>
        <translation>坎</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="59"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="59"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="59"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="60"/>
        <source>run</source>
        <translation>顺子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="60"/>
        <source>2-7-10</source>
        <translation>二七十</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="60"/>
        <source>diaozi pair</source>
        <translation>吊字对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="66"/>
        <source>The grouping with the most xi</source>
        <translation>息最多的分组</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="67"/>
        <source>Shaded green: melds on the table. Gold: groups that score xi. Framed red: the drawn winning card (or cards with no group).</source>
        <translation>绿底：台面上的亮牌。金底：算息的牌型。红框：摸到的胡牌（或不成牌型的牌）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="69"/>
        <source>Xi, line by line (each links to its source)</source>
        <translation>息数逐条（每条都链接到原文）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="70"/>
        <source>Special hands: which apply and why</source>
        <translation>特殊牌型：哪些算、为什么</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="71"/>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="74"/>
        <source>Win · %1 xi</source>
        <translation>胡牌 · %1 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="77"/>
        <source>Not a win: 1 card in no group</source>
        <translation>不能胡：1 张牌不成牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="78"/>
        <source>Not a win: %1 cards in no group</source>
        <translation>不能胡：%1 张牌不成牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="81"/>
        <source>Not a win: %1 xi, %2 needed</source>
        <translation>不能胡：%1 息，最低要 %2 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="84"/>
        <source>the only way to group these cards</source>
        <translation>只有这一种分法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="85"/>
        <source>the best of %1 ways to group these cards</source>
        <translation>%1 种分法中最好的一种</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="86"/>
        <source>Base %1 xi (groups and the win), %2 needed · %3 cards · %4</source>
        <translation>底息 %1（牌型加胡牌的 1 息），最低要 %2 · 共 %3 张 · %4</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="95"/>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="149"/>
        <source>Total: %1 xi</source>
        <translation>合计：%1 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="96"/>
        <source>Its groups count %1 xi; hao and special hands count only for a win.</source>
        <translation>牌型共 %1 息；豪和特殊牌型只在胡牌时才算。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="108"/>
        <source>+%1 xi</source>
        <translation>+%1 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="118"/>
        <source>no group</source>
        <translation>不成牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="129"/>
        <source>The dealt hand: dui (kinds held twice or more) and singles</source>
        <translation>起手牌：对子（两张以上的同牌）和单张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="130"/>
        <source>Specials on the deal (起手): which apply and why</source>
        <translation>起手特殊牌型：哪些算、为什么</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="132"/>
        <source>Wins on the deal · %1 xi</source>
        <translation>起手即胜 · %1 息</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="135"/>
        <source>No special hand on the deal</source>
        <translation>起手没有特殊牌型</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="137"/>
        <source>the dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="137"/>
        <source>a player</source>
        <translation>闲家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="138"/>
        <source>%1 cards (%2) · %3 dui · at most %4 menzi reachable, %5 needed</source>
        <translation>%1 张（%2）· %3 对 · 最多能成 %4 个门子，胡牌要 %5 个</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="144"/>
        <source>dui</source>
        <translation>对</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_result.py" line="147"/>
        <source>singles</source>
        <translation>单张</translation>
    </message>
</context>
</TS>
