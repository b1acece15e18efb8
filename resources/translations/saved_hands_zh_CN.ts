<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SavedHands</name>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="88"/>
        <source>Sa&amp;ved hands</source>
        <translation>已存手牌(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="89"/>
        <source>Hands you saved: choose one to show it again</source>
        <translation>保存过的手牌：选一手再看</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="90"/>
        <source>&amp;Save hand</source>
        <translation>保存手牌(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="95"/>
        <source>Keep this hand to come back to it from Saved hands</source>
        <translation>保存这手牌，以后可从“已存手牌”中调出</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="121"/>
        <source>Could not save the hand: %1</source>
        <translation>未能保存这手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="123"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="131"/>
        <source>Saved hands are unavailable: %1</source>
        <translation>无法读取已存手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="135"/>
        <source>No saved hands yet: use Save hand</source>
        <translation>还没有保存的手牌：请用“保存手牌”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="150"/>
        <source>Right-click a hand, or highlight it and press Delete, to delete it</source>
        <translation>删除：在手牌上点右键，或选中后按 Delete 键</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="167"/>
        <source>&amp;Load</source>
        <translation>调出(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="169"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="187"/>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="204"/>
        <source>Could not delete the saved hand: %1</source>
        <translation>无法删除保存的手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="195"/>
        <source>Could not bring the saved hand back: %1</source>
        <translation>无法恢复已存手牌：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="198"/>
        <source>The saved hand %1 is back.</source>
        <translation>已存手牌 %1 已恢复。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="208"/>
        <source>deleting the saved hand %1</source>
        <translation>删除已存手牌 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="210"/>
        <source>Deleted the saved hand %1. Undo (Ctrl+Z) brings it back.</source>
        <translation>已删除已存手牌 %1。撤销（Ctrl+Z）可以恢复。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="213"/>
        <source>Deleted a saved hand.</source>
        <translation>已删除保存的手牌。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/saved_hands.py" line="219"/>
        <source>Loaded a saved hand.</source>
        <translation>已调出保存的手牌。</translation>
    </message>
</context>
</TS>
