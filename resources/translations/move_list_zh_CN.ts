<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>MoveList</name>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="81"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="94"/>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="119"/>
        <source>Breaks a rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="44"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="51"/>
        <source>discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="51"/>
        <source>turns up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="51"/>
        <source>draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="52"/>
        <source>peng</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="52"/>
        <source>gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="52"/>
        <source>chi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="53"/>
        <source>stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="53"/>
        <source>hu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="53"/>
        <source>buys the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="54"/>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="54"/>
        <source>lays out four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="54"/>
        <source>wai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="55"/>
        <source>liu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="55"/>
        <source>adds to a peng</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="55"/>
        <source>concealed gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="56"/>
        <source>declares a long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="56"/>
        <source>lays out xi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="57"/>
        <source>gives up the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/move_list.py" line="64"/>
        <source>with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
