<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>StagePath</name>
    <message>
        <location filename="../../archive_app/ui/widgets/stage_path.py" line="114"/>
        <source>%1 of 3 stars</source>
        <translation>%1 颗星（满分 3 颗）</translation>
    </message>
</context>
</TS>
