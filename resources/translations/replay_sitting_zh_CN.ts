<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ReplaySitting</name>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_sitting.py" line="90"/>
        <source>&amp;Hand:</source>
        <translation>局(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/replay_sitting.py" line="102"/>
        <source>Hand %1 of %2, dealt by %3</source>
        <translation>第 %1 局（共 %2 局），%3做庄</translation>
    </message>
</context>
</TS>
