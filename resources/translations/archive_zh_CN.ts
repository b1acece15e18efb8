<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ArchivePage</name>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="320"/>
        <source>Alt+Left</source>
        <translation>Alt+←</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="320"/>
        <source>Back to where you were before following a link</source>
        <translation>回到点链接之前的位置</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="321"/>
        <source>Down</source>
        <translation>↓</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="321"/>
        <source>From the search box to the results</source>
        <translation>从检索框到结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="322"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="322"/>
        <source>Clear the search</source>
        <translation>清除检索</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="329"/>
        <location filename="../../archive_app/ui/pages/archive.py" line="470"/>
        <source>Loading the archive…</source>
        <translation>正在载入档案…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="330"/>
        <source>Search the archive (Ctrl+F)</source>
        <translation>检索档案（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="332"/>
        <source>Searches the sources, their translations, the articles and the glossary. 简体 and 繁體 find each other; English and pinyin work too.</source>
        <translation>检索原文、译文、文章和词条。简体与繁體互相可查；也可以用英文或拼音检索。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="334"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="335"/>
        <source>← Back</source>
        <translation>← 返回</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="336"/>
        <source>Back to where you were before following a link (Alt+Left)</source>
        <translation>回到点击链接之前的位置（Alt+←）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="337"/>
        <location filename="../../archive_app/ui/pages/archive.py" line="836"/>
        <source>Copy citation</source>
        <translation>拷贝引文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="338"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="339"/>
        <source>Save what the reader shows as a PDF file</source>
        <translation>把阅读区中的内容存为 PDF 文件</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="384"/>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 处</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="385"/>
        <source>Some archive files could not be read; everything else is shown:</source>
        <translation>有些档案文件无法读取，其余内容照常显示：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="400"/>
        <source>Sources</source>
        <translation>文献</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="409"/>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="474"/>
        <source>source</source>
        <translation>原文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="474"/>
        <source>translation</source>
        <translation>译文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="475"/>
        <source>article</source>
        <translation>文章</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="475"/>
        <source>glossary</source>
        <translation>词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="477"/>
        <source>exact term</source>
        <translation>词目</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="477"/>
        <source>in the title</source>
        <translation>见于标题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="500"/>
        <source>Nothing matches. Try fewer characters, another name for the term, or English.</source>
        <translation>没有找到。可以少输几个字、换一个叫法，或者用英文检索。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="503"/>
        <source>No results for “%1”</source>
        <translation>没有找到“%1”</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="505"/>
        <source>The first %1 results for “%2”</source>
        <translation>“%2”：前 %1 条结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="508"/>
        <source>1 result for “%1”</source>
        <translation>“%1”：1 条结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="510"/>
        <source>%1 results for “%2”</source>
        <translation>“%2”：%1 条结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="517"/>
        <source>%1 sources · %2 articles</source>
        <translation>%1 篇文献 · %2 篇文章</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="579"/>
        <source>Not in the archive: %1</source>
        <translation>档案中没有：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="786"/>
        <source>Show this article in the other language</source>
        <translation>用另一种语言阅读本文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="790"/>
        <source>Copy to the clipboard: %1</source>
        <translation>拷贝到剪贴板：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="817"/>
        <source>Copied: %1</source>
        <translation>已拷贝：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="833"/>
        <source>Copy citation for ¶ %1</source>
        <translation>拷贝 ¶ %1 的引文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="852"/>
        <location filename="../../archive_app/ui/pages/archive.py" line="877"/>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="853"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="878"/>
        <source>Could not write the PDF: %1</source>
        <translation>无法写入 PDF：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="881"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
</TS>
