<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CalculatorPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="149"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="149"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="150"/>
        <source>Arrows, Enter</source>
        <translation>方向键、回车</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="150"/>
        <source>On the card faces: move, add the card</source>
        <translation>在牌面上：移动、加入这张牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="151"/>
        <source>Delete, right-click</source>
        <translation>Delete、右键</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="151"/>
        <source>On the card faces: take one copy back</source>
        <translation>在牌面上：拿回一张</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="190"/>
        <source>&amp;Examples</source>
        <translation>例子(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="191"/>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="231"/>
        <source>&amp;Rule set:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/calculator.py" line="284"/>
        <source>Open %1 in the archive</source>
        <translation>在档案中打开 %1</translation>
    </message>
</context>
</TS>
