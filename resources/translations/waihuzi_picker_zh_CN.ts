<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>WaihuziGrid</name>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="63"/>
        <source>small</source>
        <translation>小字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="63"/>
        <source>big</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="60"/>
        <source>Waihuzi card faces</source>
        <translation>歪胡子牌面</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="32"/>
        <source>Click or Enter to add; right-click or Delete to take one back</source>
        <translation>单击或按回车加入；右击或按 Delete 取回一张</translation>
    </message>
</context>
<context>
    <name>WaihuziMeldEditor</name>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="130"/>
        <source>peng 碰 (a discard)</source>
        <translation>碰（别家出）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="130"/>
        <source>wai 歪 (self-drawn)</source>
        <translation>歪（自摸）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="131"/>
        <source>liu 溜 (four)</source>
        <translation>溜（四张）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="131"/>
        <source>chi 吃 (a phrase)</source>
        <translation>吃（一句话）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="137"/>
        <source>peng</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="137"/>
        <source>wai</source>
        <translation>歪</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="137"/>
        <source>liu</source>
        <translation>溜</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="137"/>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="138"/>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="160"/>
        <source>big</source>
        <translation>大字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="160"/>
        <source>small</source>
        <translation>小字</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="35"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="142"/>
        <source>“%1” is not a meld: peng, wai are three alike, liu four alike, chi a run or 二七十 of one size.</source>
        <translation>“%1”不是亮牌：碰、歪是三张同牌，溜是四张同牌，吃是同为大字或小字的顺子或二七十。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="36"/>
        <source>“%1”: more than four copies, counting the hand and the other melds.</source>
        <translation>“%1”：连同手牌和其他亮牌超过四张。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="33"/>
        <source>Kind of table meld</source>
        <translation>亮牌种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="146"/>
        <source>Meld kind</source>
        <translation>亮牌种类</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="149"/>
        <source>The card (peng, wai, liu) or the phrase (chi)</source>
        <translation>牌（碰、歪、溜）或一句话（吃）</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="150"/>
        <source>Meld cards</source>
        <translation>亮牌的牌</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="151"/>
        <source>Add this meld to the table</source>
        <translation>把这组牌亮到台面上</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="34"/>
        <source>No melds on the table.</source>
        <translation>台面上没有亮牌。</translation>
    </message>
</context>
<context>
    <name>WaihuziPicker</name>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="78"/>
        <source>“%1” is not a Waihuzi card. Use 1x–9x 0x (一…十), 1d–9d 0d (壹…拾) or the numerals.</source>
        <translation>“%1”不是歪胡子的牌。请用 1x–9x 0x（一…十）、1d–9d 0d（壹…拾）或数字汉字。</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="73"/>
        <source>click faces or type: 333d 270d 456x or 叁叁叁 贰柒拾</source>
        <translation>点牌面或输入：333d 270d 456x 或 叁叁叁 贰柒拾</translation>
    </message>
    <message>
        <location filename="../../archive_app/ui/widgets/waihuzi_picker.py" line="74"/>
        <source>Small 一…十 are 1x–9x and 0x, big 壹…拾 are 1d–9d and 0d; digits share a letter (270x is 二七十); Chinese numerals parse too.</source>
        <translation>小字一…十写作 1x–9x 和 0x，大字壹…拾写作 1d–9d 和 0d；数字共用后面的字母（270x 即二七十）；也可以直接写汉字。</translation>
    </message>
</context>
</TS>
