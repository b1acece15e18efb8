<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SittingSheet</name>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="37"/>
        <source>%1 won</source>
        <translation>%1胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="39"/>
        <source>Nobody won</source>
        <translation>没人胡</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="40"/>
        <source>Not finished</source>
        <translation>没打完</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="46"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="46"/>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="46"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="46"/>
        <source>Carried in</source>
        <translation>带下来的</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/sitting_sheet.py" line="58"/>
        <source>%1 this hand</source>
        <translation>这一局 %1</translation>
    </message>
</context>
</TS>
