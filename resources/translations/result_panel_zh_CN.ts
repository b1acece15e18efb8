<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../archive_app/ui/widgets/result_panel.py" line="120"/>
        <source>The notation above cannot be read yet: this is still the verdict of the last hand that could. It updates when the notation reads again.</source>
        <translation>上面的牌谱还读不出来：这里仍是上一手能读出的牌的判定，牌谱能读出时即更新。</translation>
    </message>
</context>
</TS>
