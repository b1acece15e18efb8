<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>GlossaryPage</name>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="175"/>
        <source>All categories</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="176"/>
        <source>All games</source>
        <translation>全部玩法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="229"/>
        <source>1 term</source>
        <translation>1 个词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="229"/>
        <source>%1 terms</source>
        <translation>%1 个词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="231"/>
        <source>%1 of %2 terms</source>
        <translation>%2 个词条中的 %1 个</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="256"/>
        <source>No glossary entry %1</source>
        <translation>词汇表中没有 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="289"/>
        <source>No term matches this filter. Try fewer letters, another spelling, pinyin without tones or English, or another category and game.</source>
        <translation>没有符合筛选条件的词条。试试少输几个字、换一种写法、不带声调的拼音或英文，或者换一个类别和玩法。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="291"/>
        <source>Show every term</source>
        <translation>显示全部词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="307"/>
        <source>Games and rule sets</source>
        <translation>玩法与规则</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="309"/>
        <source>Regional and dialect names</source>
        <translation>地方叫法与方言名称</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="314"/>
        <source>Used in (%1)</source>
        <translation>出处（%1）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="405"/>
        <source>Down, Up</source>
        <translation>↓、↑</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="405"/>
        <source>Between the filter and the list</source>
        <translation>在筛选框和列表之间移动</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="406"/>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="406"/>
        <source>Open the term and go to its links</source>
        <translation>打开词条并转到它的链接</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="407"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="407"/>
        <source>Clear the filter</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="417"/>
        <source>Glossary</source>
        <translation>词汇表</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="418"/>
        <source>Filter: 简体, 繁體, pinyin (tones optional) or English</source>
        <translation>筛选：简体、繁体、拼音（可不带声调）或英文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="419"/>
        <source>Type to filter; Down moves into the list; Enter shows the first match.</source>
        <translation>输入即筛选；按↓进入列表；按回车显示第一个结果。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="420"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="421"/>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="422"/>
        <source>Loading the glossary…</source>
        <translation>正在载入词汇表…</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="423"/>
        <source>Terms</source>
        <translation>词条</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/pages/glossary.py" line="424"/>
        <source>Filter terms</source>
        <translation>筛选词条</translation>
    </message>
</context>
</TS>
