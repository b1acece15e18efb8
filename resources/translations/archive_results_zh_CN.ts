<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>SearchResults</name>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="24"/>
        <source>source</source>
        <translation>原文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="24"/>
        <source>translation</source>
        <translation>译文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="25"/>
        <source>article</source>
        <translation>文章</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="25"/>
        <source>glossary</source>
        <translation>词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="27"/>
        <source>exact term</source>
        <translation>词目</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="27"/>
        <source>in the title</source>
        <translation>见于标题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="50"/>
        <source>Nothing matches. Try fewer characters, another name for the term, or English.</source>
        <translation>没有找到。可以少输几个字、换一个叫法，或者用英文检索。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="53"/>
        <source>No results for “%1”</source>
        <translation>没有找到“%1”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="55"/>
        <source>The first %1 results for “%2”</source>
        <translation>“%2”：前 %1 条结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="57"/>
        <source>1 result for “%1”</source>
        <translation>“%1”：1 条结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_results.py" line="58"/>
        <source>%1 results for “%2”</source>
        <translation>“%2”：%1 条结果</translation>
    </message>
</context>
</TS>
