<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DeckGrid</name>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="44"/>
        <source>Card faces</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="57"/>
        <source>Under each face: copies left</source>
        <translation>牌下数字：还剩几张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="295"/>
        <source>%1 (%2): %3 left</source>
        <translation>%1（%2）：还剩 %3 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="296"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="296"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="297"/>
        <source>%1 (%2, %3): %4 left</source>
        <translation>%1（%2，%3）：剩 %4 张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/deck_grid.py" line="308"/>
        <source>Click or Enter to add; right-click or Delete to take one back</source>
        <translation>单击或按 Enter 加入；右击或按 Delete 取回一张</translation>
    </message>
</context>
</TS>
