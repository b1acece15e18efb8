<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CalculatorPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="251"/>
        <source>E&amp;xamples</source>
        <translation>例子(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="252"/>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="293"/>
        <source>&amp;Rule set:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="353"/>
        <source>(the hand is empty)</source>
        <translation>（手牌是空的）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="376"/>
        <source>Open %1 in the archive</source>
        <translation>在档案中打开 %1</translation>
    </message>
</context>
</TS>
