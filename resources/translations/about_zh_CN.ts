<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../archive_app/ui/about.py" line="37"/>
        <source>About Long Cards Archive &amp; Tutor</source>
        <translation>关于长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="40"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="41"/>
        <source>Where is my data?</source>
        <translation>我的数据在哪里？</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="42"/>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="43"/>
        <source>Sources</source>
        <translation>文献来源</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="45"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="67"/>
        <source>Long Cards Archive &amp; Tutor</source>
        <translation>长牌档案与教程</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="68"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="70"/>
        <source>The long-card games of Nantong (Bahu, Duzihu) and the Hunan character-card game Waihuzi: the source texts with translations, a glossary, every card face, and a rules engine that explains each verdict with its source.</source>
        <translation>南通长牌（八胡、笃子胡）与湖南字牌歪胡子：原始文献及英译、词汇表、全部牌面，以及一个为每条判定注明原文出处的规则引擎。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="73"/>
        <source>Built with Python %1, Qt %2 and PySide6 %3.</source>
        <translation>基于 Python %1、Qt %2 和 PySide6 %3。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="85"/>
        <source>Your settings and saved hands are kept in this folder. Removing or updating the app leaves it in place; delete it to start afresh.</source>
        <translation>你的设置和保存的手牌都存放在这个文件夹里。卸载或更新本程序不会动它；删除它就能从头开始。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="95"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="98"/>
        <source>Copy path</source>
        <translation>复制路径</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="108"/>
        <source>The texts the app shows are read from (part of the app, not your data):</source>
        <translation>程序显示的文献读自这里（属于程序本身，不是你的数据）：</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="120"/>
        <source>language, script, text size, window, last page, calculator choices</source>
        <translation>语言、简繁、文字大小、窗口、上次的页面、计算器的选择</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="121"/>
        <source>saved hands and bookmarks (SQLite)</source>
        <translation>保存的手牌和书签（SQLite）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="124"/>
        <source>(not created yet)</source>
        <translation>（尚未建立）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="140"/>
        <source>This app</source>
        <translation>本程序</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="140"/>
        <source>Apache License 2.0</source>
        <translation>Apache 许可证 2.0</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="141"/>
        <source>The program, the translations, notes, articles and glossary.</source>
        <translation>程序本身，以及译文、注释、文章和词汇表。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="142"/>
        <source>Font: Noto Sans CJK SC (a subset)</source>
        <translation>字体：思源黑体 Noto Sans CJK SC（子集）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="142"/>
        <source>SIL Open Font License 1.1</source>
        <translation>SIL 开放字体许可证 1.1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="143"/>
        <source>© Adobe. Every character the app shows is drawn with it.</source>
        <translation>© Adobe。程序显示的每个字都用它绘制。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="144"/>
        <source>GNU Lesser General Public License v3</source>
        <translation>GNU 宽通用公共许可证第 3 版（LGPL v3）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="145"/>
        <source>The Qt libraries ship as separate files that you may replace with your own build.</source>
        <translation>Qt 库以独立文件随程序附带，你可以换成自己编译的版本。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="147"/>
        <source>Their licence texts come with each library.</source>
        <translation>许可证全文随各库一同附带。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="163"/>
        <source>GPL v3 text</source>
        <translation>GPL v3 全文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="163"/>
        <source>full text</source>
        <translation>全文</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="190"/>
        <source>The source texts are archived as they were written down, in their original script, paragraph by paragraph, each with an ID (such as s000.p027) that every verdict of the rules engine cites. They remain their authors&apos; work; where an author is named, it is shown. The English translations, notes, articles and glossary are this project&apos;s work.</source>
        <translation>原始文献按原样收录，保留原文字体，逐段编号（如 s000.p027），规则引擎的每条判定都引用这些编号。文献的著作权归原作者；注明了作者的都列在下面。英文译文、注释、文章和词汇表是本项目的工作。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="195"/>
        <source>simplified characters</source>
        <translation>简体字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="195"/>
        <source>traditional characters</source>
        <translation>繁体字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="202"/>
        <source>Region: %1</source>
        <translation>地区：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="203"/>
        <source>Author: %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="203"/>
        <source>Author not named</source>
        <translation>未署作者</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/about.py" line="204"/>
        <source>Original in %1; %2 paragraphs</source>
        <translation>原文为%1，共 %2 段</translation>
    </message>
</context>
</TS>
