"""The two card families: 长牌 (``changpai``: 八胡, 笃子胡) and 字牌 (``zipai``: 歪胡子)."""
