<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="40"/>
        <source>wan</source>
        <translation>万</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="40"/>
        <source>tiao</source>
        <translation>条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="40"/>
        <source>bing</source>
        <translation>饼</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="40"/>
        <source>flower</source>
        <translation>花</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="76"/>
        <source>“%1” is not a card. Use codes like 2m 5s 9p Q H B X or names like 二万.</source>
        <translation>“%1”不是牌。请用 2m 5s 9p Q H B X 这样的代码，或“二万”这样的牌名。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="75"/>
        <source>“%1”: Xi (喜) is not in play under this rule set (120 cards).</source>
        <translation>“%1”：这套规则不用喜（120 张）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="69"/>
        <source>click faces or type: 2s2m8p 二万 三條</source>
        <translation>点选牌面或输入：2s2m8p 二万 三條</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="70"/>
        <source>Codes 1m–9m 1s–9s 1p–9p Q H B X; digits share a suit letter (345m); Chinese names in 简体 or 繁體 parse too.</source>
        <translation>代码 1m–9m 1s–9s 1p–9p Q H B X；几个数字可共用一个花色字母（345m）；简体、繁體牌名也可以。</translation>
    </message>
</context>
<context>
    <name>MeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="139"/>
        <source>peng 碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="139"/>
        <source>gang 杠</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="139"/>
        <source>bomb 爆炸</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="140"/>
        <source>chi 吃</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="140"/>
        <source>standing jiang 涨将</source>
        <translation>涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="143"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="143"/>
        <source>gang</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="143"/>
        <source>bomb</source>
        <translation>爆炸</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="144"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="144"/>
        <source>standing</source>
        <translation>涨将</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="154"/>
        <source>Type a card (e.g. 5m or 千字) or pick one under Faces first.</source>
        <translation>请先输入一张牌（如 5m 或 千字），或在“牌面”中点选。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="155"/>
        <source>“%1” is not a meld: peng is 3 of a card, gang and bomb 4, chi a run, baozi or combination, standing jiang 1 jiang card.</source>
        <translation>“%1”不是台面牌：碰是同一张牌 3 张，杠和爆炸 4 张，吃是顺子、豹子或胡头组合，涨将是 1 张将牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="157"/>
        <source>“%1” melds are not offered here.</source>
        <translation>这里不能加“%1”。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="158"/>
        <source>“%1”: Xi (喜) is not in play under this rule set.</source>
        <translation>“%1”：这套规则不用喜。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="161"/>
        <source>&amp;Meld:</source>
        <translation>台面牌(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="162"/>
        <source>card, e.g. Q or 5m</source>
        <translation>牌，如 Q 或 5m</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="163"/>
        <source>Meld cards</source>
        <translation>台面牌的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="164"/>
        <source>Faces</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="165"/>
        <source>Pick the card from its face (arrow keys and Enter work too)</source>
        <translation>从牌面中点选（也可用方向键和 Enter）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/card_picker.py" line="166"/>
        <source>Add this meld (Enter in the card field does the same)</source>
        <translation>添加这组台面牌（在牌的输入框中按 Enter 也可以）</translation>
    </message>
</context>
</TS>
