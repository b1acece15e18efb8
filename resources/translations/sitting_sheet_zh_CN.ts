<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SittingSheet</name>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="42"/>
        <source>%1 won</source>
        <translation>%1胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="44"/>
        <source>Nobody won</source>
        <translation>没人胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="45"/>
        <source>Not finished</source>
        <translation>没打完</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="51"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="51"/>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="51"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="51"/>
        <source>Carried in</source>
        <translation>带下来的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="63"/>
        <source>%1 this hand</source>
        <translation>这一局 %1</translation>
    </message>
</context>
</TS>
