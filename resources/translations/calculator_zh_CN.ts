<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CalculatorPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="272"/>
        <source>E&amp;xamples</source>
        <translation>例子(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="273"/>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="315"/>
        <source>&amp;Rule set:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="375"/>
        <source>(the hand is empty)</source>
        <translation>（手牌是空的）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="398"/>
        <source>Open %1 in the archive</source>
        <translation>在档案中打开 %1</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="135"/>
        <source>The notation above cannot be read yet: this is still the verdict of the last hand that could. It updates when the notation reads again.</source>
        <translation>上面的牌谱还读不出来：这里仍是上一手能读出的牌的判定，牌谱能读出时即更新。</translation>
    </message>
</context>
</TS>
