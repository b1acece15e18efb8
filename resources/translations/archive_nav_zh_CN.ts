<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ArchiveNav</name>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_nav.py" line="52"/>
        <source>Search the archive (Ctrl+F)</source>
        <translation>检索档案（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_nav.py" line="54"/>
        <source>Searches the sources, their translations, the articles and the glossary. 简体 and 繁體 find each other; English and pinyin work too.</source>
        <translation>检索原文、译文、文章和词条。简体与繁體互相可查；也可以用英文或拼音检索。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_nav.py" line="83"/>
        <source>Loading the archive…</source>
        <translation>正在载入档案…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_nav.py" line="92"/>
        <source>%1 sources · %2 articles</source>
        <translation>%1 篇文献 · %2 篇文章</translation>
    </message>
</context>
</TS>
