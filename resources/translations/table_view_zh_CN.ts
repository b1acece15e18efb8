<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>TableView</name>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="78"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="104"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="107"/>
        <source>yuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="107"/>
        <source>huanghu, sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="107"/>
        <source>in jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="108"/>
        <source>forfeits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="108"/>
        <source>bought the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="108"/>
        <source>cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="109"/>
        <source>dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="109"/>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="109"/>
        <source>broke the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="110"/>
        <source>gave up the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="110"/>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="111"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="114"/>
        <source>%1 xi laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="118"/>
        <source>discarded by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="118"/>
        <source>turned up by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="119"/>
        <source>drawn by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="119"/>
        <source>added by %1, may be robbed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="120"/>
        <source>dealt to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="159"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="350"/>
        <source>Wall: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="161"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="352"/>
        <source>The hand is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="163"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="354"/>
        <source>To move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="166"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="356"/>
        <source>Up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="168"/>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="361"/>
        <source>Turned:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="274"/>
        <source>No game open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="296"/>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="298"/>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/table_view.py" line="300"/>
        <source>%1 cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
