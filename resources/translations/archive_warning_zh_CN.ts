<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>IssuesBar</name>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_warning.py" line="29"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_warning.py" line="35"/>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 处</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_warning.py" line="36"/>
        <source>Some archive files could not be read; everything else is shown:</source>
        <translation>有些档案文件无法读取，其余内容照常显示：</translation>
    </message>
</context>
</TS>
