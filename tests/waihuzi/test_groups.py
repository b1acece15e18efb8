"""Groups and melds (s004.p014–p019), and the search over groupings."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.waihuzi.cards import Card, counts_of, parse_cards
from engine.waihuzi.groups import Group, Kind, MeldError, is_erqishi, is_run, parse_meld
from engine.waihuzi.split import best_partial, groupings
from engine.waihuzi.rules import Options


def kinds(text):
    return [c.index for c in parse_cards(text)]


def shapes(text, win=None, options=Options()):
    w = Card.parse(win).index if win else None
    return [" ".join(map(str, g)) for g in groupings(counts_of(parse_cards(text)), w, options)]


def test_runs_one_size_only(cite):
    cite("s004.p016", "如一二三、陆柒捌等顺连的牌就是顺子，只有小字和小字，大字和大字才能构成顺子，亦称一句话")
    assert is_run(kinds("123x")) and is_run(kinds("陆柒捌"))
    assert not is_run(kinds("12x 3d")) and not is_run(kinds("9x 0x 1d"))
    assert not is_run(kinds("124x"))


def test_ten_after_nine_is_an_option(cite):
    cite("s004.p016", "顺连的牌就是顺子")
    assert is_run(kinds("890x")) and is_run(kinds("890d"))
    assert not is_run(kinds("890x"), Options(ten_after_nine=False))
    assert shapes("890x", "8x") == ["shun:890x"]
    assert shapes("890x", "8x", Options(ten_after_nine=False)) == []


def test_erqishi_one_size_only(cite):
    cite("s004.p017", "即二七十或贰柒拾构成的一句话。也必须是小字和小字，大字和大字才能搭配")
    assert is_erqishi(kinds("270x")) and is_erqishi(kinds("贰柒拾"))
    assert not is_erqishi(kinds("27x 0d"))
    with pytest.raises(MeldError):
        parse_meld("chi:27x0d")


@pytest.mark.parametrize(
    "text, kind, n, xi",
    [("peng:5x", Kind.PENG, 3, 1), ("peng:555x", Kind.PENG, 3, 1), ("碰:五", Kind.PENG, 3, 1), ("wai:8d", Kind.WAI, 3, 4),
     ("歪:捌", Kind.WAI, 3, 4), ("liu:3x", Kind.LIU, 4, 4), ("liu:3333x", Kind.LIU, 4, 4), ("chi:123x", Kind.SHUN, 3, 0),
     ("chi:270x", Kind.ERQISHI, 3, 1), ("吃:贰柒拾", Kind.ERQISHI, 3, 1), ("chi:890d", Kind.SHUN, 3, 0)],
)
def test_melds(text, kind, n, xi):
    g = parse_meld(text)
    assert (g.kind, len(g.cards), g.xi, g.concealed) == (kind, n, xi, False)


@pytest.mark.parametrize(
    "text, token",
    [("peng:5x5x", "peng:5x5x"), ("wai:8d8d8d8d", "wai:8d8d8d8d"), ("liu:3x3x", "liu:3x3x"), ("peng:56x", "peng:56x"),
     ("chi:12x", "chi:12x"), ("chi:124x", "chi:124x"), ("chi:555x", "chi:555x"), ("gang:5x", "gang:5x"), ("5x", "5x"),
     ("peng:", "peng:"), ("peng:5q", "5q"), ("chi:90x1d", "chi:90x1d")],
)
def test_bad_melds_name_the_token(text, token):
    with pytest.raises(MeldError) as e:
        parse_meld(text)
    assert e.value.token == token and isinstance(e.value, InputError)


def test_kan_and_wai_in_hand(cite):
    cite("s004.p014", "歪胡子起手摸上来的三张同牌称坎；起手两张，别家打出一张相同牌叫碰；起手有两张，再自摸一张相同牌叫歪")
    # three alike without the drawn card: 坎; with it: 歪
    assert shapes("333x 456x", "4x") == ["kan:333x shun:456x"]
    assert shapes("333x 456x", "3x") == ["wai:333x shun:456x"]


def test_diaozi_pair_only_with_the_drawn_card(cite):
    cite("s004.p018", "听牌后出现单张字牌，俗称吊字，另自摸同张即可胡牌")
    assert shapes("55x 123d", "5x") == ["pair:55x shun:123d"]
    assert shapes("55x 123d", "1d") == []  # a pair that is not the 吊字
    assert shapes("55x 66x 123d", "5x") == []  # one pair at most


def test_every_grouping_found_once():
    assert shapes("111222333x", "1x") == ["wai:111x kan:222x kan:333x", "shun:123x shun:123x shun:123x"]
    assert len(shapes("111122223333x", "1x")) == len(set(shapes("111122223333x", "1x")))


def test_liu_in_hand():
    g = Group(Kind.LIU, tuple(parse_cards("5555x")))
    assert g.xi == 3 and str(g) == "liu:5555x"
    assert "liu:5555x" in " ".join(shapes("5555x 123d", "1d"))


def test_partial_explains_what_is_left():
    groups, left = best_partial(counts_of(parse_cards("333x 45x 9d 8d")), Card.parse("9d").index)
    assert [str(g) for g in groups] == ["kan:333x"]
    assert [c.code for c in left] == ["4x", "5x", "8d", "9d"]


def test_group_json_and_names():
    g = parse_meld("chi:270d")
    assert g.zh == "贰柒拾" and parse_meld("chi:270x").zh == "二七十"
    assert g.to_json()["cards"] == ["2d", "7d", "0d"] and g.to_json()["xi"] == 1
    assert g.reason.source == "s004.p039"
    assert parse_meld("chi:270x").reason.source == "s004.p040"
