<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>LearnPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="253"/>
        <source>Exercise %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="255"/>
        <source>mistakes: %1</source>
        <translation>错了 %1 次</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="292"/>
        <source>Stage complete: %1 of 3 stars.</source>
        <translation>这一关完成了：得 %1 颗星（满分 3 颗）。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="296"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="307"/>
        <source>Stage reset: its stars and progress are forgotten.</source>
        <translation>这一关已重来：星和进度都清除了。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="316"/>
        <source>Co&amp;urse:</source>
        <translation>课程(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="319"/>
        <source>Some lesson files could not be read; the parts that could not be read are left out:</source>
        <translation>有些课程文件无法读取，读不出的部分已略去：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="321"/>
        <source>E&amp;xplanation</source>
        <translation>讲解(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="322"/>
        <source>Show or hide the stage&apos;s explanation</source>
        <translation>显示或隐藏这一关的讲解</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="326"/>
        <source>C&amp;ontinue where I left off</source>
        <translation>接着上次学(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="327"/>
        <source>&amp;Reset this stage</source>
        <translation>这一关重来(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="328"/>
        <source>Do it &amp;again</source>
        <translation>再做一遍(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="329"/>
        <source>Next &amp;stage</source>
        <translation>下一关(&amp;S)</translation>
    </message>
</context>
<context>
    <name>StagePath</name>
    <message>
        <location filename="../../archive_app/ui/pages/learn.py" line="41"/>
        <source>%1 of 3 stars</source>
        <translation>%1 颗星（满分 3 颗）</translation>
    </message>
</context>
</TS>
