<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ArchivePage</name>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="151"/>
        <source>Alt+Left</source>
        <translation>Alt+←</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="151"/>
        <source>Back to where you were before following a link</source>
        <translation>回到点链接之前的位置</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="152"/>
        <source>Down</source>
        <translation>↓</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="152"/>
        <source>From the search box to the results</source>
        <translation>从检索框到结果</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="153"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="153"/>
        <source>Clear the search</source>
        <translation>清除检索</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="160"/>
        <source>Loading the archive…</source>
        <translation>正在载入档案…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="162"/>
        <source>← Back</source>
        <translation>← 返回</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="163"/>
        <source>Back to where you were before following a link (Alt+Left)</source>
        <translation>回到点击链接之前的位置（Alt+←）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="164"/>
        <location filename="../../archive_app/ui/pages/archive.py" line="448"/>
        <source>Copy citation</source>
        <translation>拷贝引文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="165"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="166"/>
        <source>Save what the reader shows as a PDF file</source>
        <translation>把阅读区中的内容存为 PDF 文件</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="246"/>
        <source>Not in the archive: %1</source>
        <translation>档案中没有：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="398"/>
        <source>Show this article in the other language</source>
        <translation>用另一种语言阅读本文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="402"/>
        <source>Copy to the clipboard: %1</source>
        <translation>拷贝到剪贴板：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="429"/>
        <source>Copied: %1</source>
        <translation>已拷贝：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/archive.py" line="445"/>
        <source>Copy citation for ¶ %1</source>
        <translation>拷贝 ¶ %1 的引文</translation>
    </message>
</context>
</TS>
