<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CardsInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="243"/>
        <source>Click a card (or move with the arrow keys and press Space), then Check (Enter).</source>
        <translation>点一张牌（或用方向键移动、按空格选），再按“检查”（回车）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="245"/>
        <source>Click cards to pick them (arrow keys and Space), then Check (Enter). Picking none is an answer too.</source>
        <translation>点牌来选（方向键和空格也行），再按“检查”（回车）。一张都不选也是一种回答。</translation>
    </message>
</context>
<context>
    <name>GroupsInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="314"/>
        <source>Make &amp;group (G)</source>
        <translation>成组(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="315"/>
        <source>Take &amp;back (U)</source>
        <translation>撤回(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="316"/>
        <source>Pick the cards of one group and press Make group; repeat until every plain card is in a group (jiang may stay out), then Check (Enter).</source>
        <translation>选出一组的牌，按“成组”；一直分到每张素牌都在组里（将牌可以不放），再按“检查”（回车）。</translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="121"/>
        <source>&amp;Answer:</source>
        <translation>答案(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>YesNoInput</name>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="82"/>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/answer_inputs.py" line="83"/>
        <source>&amp;No</source>
        <translation>不是(&amp;N)</translation>
    </message>
</context>
</TS>
