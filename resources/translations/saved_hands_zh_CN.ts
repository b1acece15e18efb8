<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SavedHands</name>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="69"/>
        <source>Could not save the hand: %1</source>
        <translation>未能保存这手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="71"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="79"/>
        <source>Saved hands are unavailable: %1</source>
        <translation>无法读取已存手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="83"/>
        <source>No saved hands yet: use Save hand</source>
        <translation>还没有保存的手牌：请用“保存手牌”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="98"/>
        <source>Right-click a hand, or highlight it and press Delete, to delete it</source>
        <translation>删除：在手牌上点右键，或选中后按 Delete 键</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="111"/>
        <source>&amp;Load</source>
        <translation>调出(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="113"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="131"/>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="148"/>
        <source>Could not delete the saved hand: %1</source>
        <translation>无法删除保存的手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="139"/>
        <source>Could not bring the saved hand back: %1</source>
        <translation>无法恢复已存手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="142"/>
        <source>The saved hand %1 is back.</source>
        <translation>已存手牌 %1 已恢复。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="152"/>
        <source>deleting the saved hand %1</source>
        <translation>删除已存手牌 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="154"/>
        <source>Deleted the saved hand %1. Undo (Ctrl+Z) brings it back.</source>
        <translation>已删除已存手牌 %1。撤销（Ctrl+Z）可以恢复。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="157"/>
        <source>Deleted a saved hand.</source>
        <translation>已删除保存的手牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/bahu_saved.py" line="164"/>
        <source>Loaded a saved hand.</source>
        <translation>已调出保存的手牌。</translation>
    </message>
</context>
</TS>
