"""What the record reader says, in both languages, when a record's deal cannot be taken as written.

>>> DEALER_OUT(dealer=2).zh
'庄家丙家没有起手牌，不在牌局里'
"""

from __future__ import annotations

from typing import Final

from engine.core.words import words

DEALER_OUT: Final = words("record.dealer_out", "庄家{dealer:seat}没有起手牌，不在牌局里",
                          "the dealer, {dealer:seat}, sits out (empty hand)")
