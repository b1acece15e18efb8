<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PdfExport</name>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_pdf.py" line="43"/>
        <location filename="../../archive_app/ui/widgets/archive_pdf.py" line="69"/>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_pdf.py" line="44"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_pdf.py" line="70"/>
        <source>Could not write the PDF: %1</source>
        <translation>无法写入 PDF：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/archive_pdf.py" line="73"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
</TS>
