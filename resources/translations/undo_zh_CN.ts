<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>UndoablePage</name>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="257"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="257"/>
        <source>the example</source>
        <translation>例子</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="263"/>
        <source>an edit</source>
        <translation>一处修改</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="283"/>
        <source>Redo: %1 (%2)</source>
        <translation>重做：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="283"/>
        <source>Undo: %1 (%2)</source>
        <translation>撤销：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="285"/>
        <source>Nothing to redo (%2)</source>
        <translation>没有可重做的（%2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="285"/>
        <source>Nothing to undo (%2)</source>
        <translation>没有可撤销的（%2）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="287"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/undo.py" line="287"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
</context>
</TS>
