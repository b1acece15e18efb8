<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>StoreNotice</name>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="51"/>
        <source>Dismiss</source>
        <translation>知道了</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="60"/>
        <source>The database could not be read, so it was moved aside to %1 and a new, empty one was started. Your earlier saved hands are in that file; nothing in it was changed.</source>
        <translation>数据库无法读取，已移到 %1，并新建了一个空的数据库。以前保存的牌都在那个文件里，其内容没有改动。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="62"/>
        <source>The database was written by a newer version of this app, so it was moved aside to %1 and a new, empty one was started. The newer version can still open that file.</source>
        <translation>数据库由更新版本的本程序写入，已移到 %1，并新建了一个空的数据库。更新的版本仍能打开那个文件。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="64"/>
        <source>The database holds tables that are not this app&apos;s, so it was moved aside to %1 and a new, empty one was started. Nothing in that file was changed.</source>
        <translation>数据库里的表不是本程序的，已移到 %1，并新建了一个空的数据库。那个文件没有任何改动。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="69"/>
        <source>The database %1 could not be read, and it could not be moved aside either (%2). It was left as it is; nothing you save in this session will be kept.</source>
        <translation>数据库 %1 无法读取，也无法移开（%2）。它保持原样；本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="71"/>
        <source>The database %1 was written by a newer version of this app, and it could not be moved aside (%2). It was left as it is; nothing you save in this session will be kept.</source>
        <translation>数据库 %1 由更新版本的本程序写入，且无法移开（%2）。它保持原样；本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="73"/>
        <source>The database %1 holds tables that are not this app&apos;s, and it could not be moved aside (%2). It was left as it is; nothing you save in this session will be kept.</source>
        <translation>数据库 %1 里的表不是本程序的，且无法移开（%2）。它保持原样；本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="75"/>
        <source>The database&apos;s version number was damaged (%2); it was worked out from the tables and written again. Nothing was lost.</source>
        <translation>数据库的版本号已损坏（%2），已根据其中的表重新写入。没有丢失任何内容。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="77"/>
        <source>The database %1 is in use by another program (perhaps another copy of this app), so it was left as it is. Nothing you save will be kept until you close that program and start this one again.</source>
        <translation>数据库 %1 正被另一个程序使用（也许是本程序的另一个窗口），因此保持原样。在关闭那个程序并重新启动本程序之前，保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="80"/>
        <source>This app may not read the database %1 (%2), so it was left as it is. Nothing you save in this session will be kept.</source>
        <translation>本程序无权读取数据库 %1（%2），因此保持原样。本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="82"/>
        <source>The database %1 cannot be written (%2). Your saved hands are shown, but nothing you save in this session will be kept.</source>
        <translation>数据库 %1 无法写入（%2）。已保存的牌照常显示，但本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="84"/>
        <source>The data folder cannot be written (%2), so no database could be made in it. Nothing you save in this session will be kept.</source>
        <translation>数据文件夹无法写入（%2），无法在其中建立数据库。本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="86"/>
        <source>The data folder %1 cannot be used (%2). Nothing you save in this session will be kept.</source>
        <translation>数据文件夹 %1 无法使用（%2）。本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="88"/>
        <source>The database %1 could not be opened (%2), so it was left as it is. Nothing you save in this session will be kept.</source>
        <translation>数据库 %1 无法打开（%2），因此保持原样。本次保存的内容都不会留下。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/notice.py" line="90"/>
        <source>The database %1 is a link to %2, which does not exist (a drive that is not connected?). It was left as it is; nothing you save in this session will be kept.</source>
        <translation>数据库 %1 是指向 %2 的链接，而那里没有文件（也许是没有接上的硬盘？）。它保持原样；本次保存的内容都不会留下。</translation>
    </message>
</context>
</TS>
