"""What is printed on the faces (s002): the suited cards' figures, the number marks and where they sit,
and the heads of the special cards."""

from __future__ import annotations

from typing import Final


# The figure named on each suited card (s002.p057): 简体, 繁體 (as printed in the source), English.
FIGURES: Final[dict[str, tuple[str, str, str]]] = {
    "1s": ("小雀儿", "小雀兒", "Little Sparrow"),
    "2s": ("吕洞宾", "呂洞賓", "Lü Dongbin"),
    "3s": ("曹国舅", "曹國舅", "Cao Guojiu"),
    "4s": ("韩湘子", "韓湘子", "Han Xiangzi"),
    "5s": ("汉钟离", "漢鐘離", "Han Zhongli"),
    "6s": ("张果老", "張果老", "Zhang Guolao"),
    "7s": ("白娘子", "白娘子", "Lady White (Bai Niangzi)"),
    "8s": ("洛阳桥", "洛陽橋", "Luoyang Bridge"),
    "9s": ("佛", "佛", "the Buddha"),
    "1p": ("寿星", "壽星", "the God of Longevity"),
    "2p": ("铁拐李", "鐵拐李", "Iron-Crutch Li"),
    "3p": ("猪八戒", "豬八戒", "Zhu Bajie"),
    "4p": ("唐僧", "唐僧", "Tang Sanzang"),
    "5p": ("孙悟空", "孫悟空", "Sun Wukong"),
    "6p": ("乌龟精", "烏龜精", "the Tortoise Spirit"),
    "7p": ("蚌壳精", "蚌殼精", "the Clam Spirit"),
    "8p": ("刘海蟾", "劉海蟾", "Liu Haichan"),
    "9p": ("麒麟送子", "麒麟送子", "the Qilin Bringing a Son"),
}

# The 万 figures are not named in s002.p057; s002.p058 only guesses.
_WAN_GUESSES: Final = {
    "1m": ("杨家将里的六爷？", "the Sixth Master of the Yang Family Generals?"),
    "2m": ("成仙前的蓝采和？", "Lan Caihe before he became an immortal?"),
    "3m": ("大胡子戴英雄帽；许仙？", "a big beard and a hero's hat: Xu Xian?"),
    "4m": ("英俊少年；沙和尚？", "a handsome youth: Sha Heshang (Friar Sand)?"),
    "5m": ("鲁智深？何仙姑？", "Lu Zhishen? He Xiangu?"),
    "6m": ("长胡子英雄；喜星？", "a hero with a long beard: the Star of Happiness?"),
    "7m": ("猴头；孙悟空？小青？", "a monkey's head: Sun Wukong? Xiaoqing?"),
    "8m": ("比较斯文；禄星的前身？", "rather refined: the earlier form of the Star of Emolument?"),
    "9m": ("财星的前身？", "the earlier form of the Star of Wealth?"),
}

# Each suited face as s002.p058 describes it (简体 of the original; the archive's translation).
_FACES: Final[dict[str, tuple[str, str]]] = {
    "1m": ("长方框内上下对角为白色三角型，中间三个红色古钱图形和一个古装男人，杨家将里的六爷乎？",
           "Within the rectangular frame, white triangles in the top and bottom diagonal corners; in the middle, three red ancient-coin designs and a man in ancient dress. The Sixth Master of the Yang Family Generals?"),
    "2m": ("长方框内上下对角为白色圆形图案，中间两点下一个古装男人，蓝采和成仙前的模样？",
           "Within the rectangular frame, white round designs in the top and bottom diagonal corners; in the middle, a man in ancient dress below two dots. What Lan Caihe looked like before he became an immortal?"),
    "3m": ("长方框内上下为白色斜平行四边形，中间三点下一古装男人，大胡子戴英雄帽，这形象和许仙怎么对应？",
           "Within the rectangular frame, white slanting parallelograms at top and bottom; in the middle, a man in ancient dress below three dots, with a big beard and a hero's hat. How does this figure correspond to Xu Xian?"),
    "4m": ("长方框内上下为白色闭口半圆，中间四点下一古装男人，少年英俊的模样哪像沙和尚？",
           "Within the rectangular frame, white closed semicircles at top and bottom; in the middle, a man in ancient dress below four dots. How does this handsome youth look anything like Sha Heshang (Friar Sand)?"),
    "5m": ("长方框内上下各两白色圆形，中间五个白点下一古装男人，是鲁智深吗？与何仙姑有什么关系？",
           "Within the rectangular frame, two white circles each at top and bottom; in the middle, a man in ancient dress below five white dots. Is it Lu Zhishen? What has he to do with He Xiangu?"),
    "6m": ("长方框内上下为白色梯形图案，中间六点下一古装男人，长胡子英雄，和喜星有何干？",
           "Within the rectangular frame, white trapezium designs at top and bottom; in the middle, a man in ancient dress below six dots, a hero with a long beard. What has he to do with the Star of Happiness (Xi)?"),
    "7m": ("长方框内上下各两白色平行四边形，中间七点下一猴头，孙悟空和小青扯得上吗？",
           "Within the rectangular frame, two white parallelograms each at top and bottom; in the middle, a monkey's head below seven dots. Can Sun Wukong and Xiaoqing (Green Snake) be linked?"),
    "8m": ("长方框内上下为白色开口半圆，中间八点下一古装男人，比较斯文，是禄星的前身吗？",
           "Within the rectangular frame, white open semicircles at top and bottom; in the middle, a man in ancient dress below eight dots, rather refined. Is he the earlier form of the Star of Emolument (Lu)?"),
    "9m": ("长方框内上下为带红色博古图案的开口大圆，中间九点下的古装男人是财星的前身？",
           "Within the rectangular frame, large open circles with red bogu (antiques) designs at top and bottom; the man in ancient dress below the nine dots in the middle: the earlier form of the Star of Wealth (Cai)?"),
    "1s": ("长方框内上下对角为带黑线的白色三角型，中间三个红色古钱图形和条状图案，小雀儿是第一个成仙？",
           "Within the rectangular frame, white triangles with black lines in the top and bottom diagonal corners; in the middle, three red ancient-coin designs and a string-shaped design. Was the Little Sparrow the first to become an immortal?"),
    "2s": ("长方框内上下对角为带黑线白色圆形图案，中间是两个条子，吕洞宾第二个成仙？",
           "Within the rectangular frame, white round designs with black lines in the top and bottom diagonal corners; in the middle, two strings. Was Lü Dongbin the second to become an immortal?"),
    "3s": ("长方框内上下为带黑线白色斜平行四边形，中间三个条子，曹国舅第三个成仙？",
           "Within the rectangular frame, white slanting parallelograms with black lines at top and bottom; in the middle, three strings. Was Cao Guojiu the third to become an immortal?"),
    "4s": ("长方框内上下为带黑线白色闭口半圆，中间四个条子，韩湘子第四个成仙？",
           "Within the rectangular frame, white closed semicircles with black lines at top and bottom; in the middle, four strings. Was Han Xiangzi the fourth to become an immortal?"),
    "5s": ("长方框内上下各两带黑线白色圆形，中间五个条子，汉钟离第五个成仙？",
           "Within the rectangular frame, two white circles with black lines each at top and bottom; in the middle, five strings. Was Han Zhongli the fifth to become an immortal?"),
    "6s": ("长方框内上下为带黑线白色梯形图案，中间六个条子，张果老第六个成仙？",
           "Within the rectangular frame, white trapezium designs with black lines at top and bottom; in the middle, six strings. Was Zhang Guolao the sixth to become an immortal?"),
    "7s": ("长方框内上下各两带黑线白色平行四边形，中间七个条子，白娘子怎么排在这里的？",
           "Within the rectangular frame, two white parallelograms with black lines each at top and bottom; in the middle, seven strings. How did Lady White come to be ranked here?"),
    "8s": ("长方框内上下为带黑线白色开口半圆，中间八个条子，洛阳桥是什么书生？",
           "Within the rectangular frame, white open semicircles with black lines at top and bottom; in the middle, eight strings. What kind of scholar is \"Luoyang Bridge\"?"),
    "9s": ("长方框内上下为带红色博古图案的带黑线开口大圆，中间九个条子，佛？",
           "Within the rectangular frame, large open circles with black lines and red bogu designs at top and bottom; in the middle, nine strings. The Buddha?"),
    "1p": ("长方框内上下对角为带黑点白色三角型，中间一个古钱和一个古装男人，寿星前身？",
           "Within the rectangular frame, white triangles with black dots in the top and bottom diagonal corners; in the middle, one ancient coin and a man in ancient dress. The earlier form of the Star of Longevity?"),
    "2p": ("长方框内上下对角为带黑点白色圆形图案，中间两个古钱，铁拐李的？",
           "Within the rectangular frame, white round designs with black dots in the top and bottom diagonal corners; in the middle, two ancient coins. Iron-Crutch Li's?"),
    "3p": ("长方框内上下为带黑点白色斜平行四边形，中间三个古钱，猪八戒的？",
           "Within the rectangular frame, white slanting parallelograms with black dots at top and bottom; in the middle, three ancient coins. Zhu Bajie's?"),
    "4p": ("长方框内上下为带黑点白色闭口半圆，中间四个古钱，唐僧的？",
           "Within the rectangular frame, white closed semicircles with black dots at top and bottom; in the middle, four ancient coins. The Tang Monk's?"),
    "5p": ("长方框内上下各两带黑点白色圆形，中间五个古钱，孙悟空的吗？",
           "Within the rectangular frame, two white circles with black dots each at top and bottom; in the middle, five ancient coins. Is it Sun Wukong's?"),
    "6p": ("长方框内上下为带黑点白色梯形图案，中间六个古钱，乌龟精的？",
           "Within the rectangular frame, white trapezium designs with black dots at top and bottom; in the middle, six ancient coins. The Tortoise Spirit's?"),
    "7p": ("长方框内上下各两带黑点白色平行四边形，中间七个古钱，蚌壳精的吗？",
           "Within the rectangular frame, two white parallelograms with black dots each at top and bottom; in the middle, seven ancient coins. Is it the Clam Spirit's?"),
    "8p": ("长方框内上下为带黑点白色开口半圆，中间八个古钱，刘海蟾的吗？",
           "Within the rectangular frame, white open semicircles with black dots at top and bottom; in the middle, eight ancient coins. Is it Liu Haichan's?"),
    "9p": ("长方框内上下为带黑点的开口大圆，中间三个红色古钱，麒麟送子的吗？",
           "Within the rectangular frame, large open circles with black dots at top and bottom; in the middle, three red ancient coins. Is it that of the qilin bringing a son?"),
}

# Number marks, s001.p011 (with s002.p058's wording where it describes the same shape).
MARKS: Final[dict[int, tuple[str, str]]] = {
    1: ("三角形", "triangle"),
    2: ("圆", "circle"),
    3: ("菱形", "rhombus"),
    4: ("上半圆", "upper half-circle"),
    5: ("两个圆", "two circles"),
    6: ("倒梯形", "inverted trapezoid"),
    7: ("两个菱形", "two rhombi"),
    8: ("下半圆", "lower half-circle"),
    9: ("豆芽型", "bean-sprout shape"),
}
_MARK_PLACE: Final = {  # s002.p058: where the mark sits in the frame
    1: ("上下对角", "in diagonally opposite corners, top and bottom"),
    2: ("上下对角", "in diagonally opposite corners, top and bottom"),
    5: ("上下各两个", "two at the top and two at the bottom"),
    7: ("上下各两个", "two at the top and two at the bottom"),
}
_MARK_SUIT: Final = {  # s001.p012, s002.p058
    "m": ("白色基本图形", "the plain white shape"),
    "s": ("白色图形加黑线（杠）", "the white shape with black lines (bars) added"),
    "p": ("白色图形加黑点", "the white shape with black dots added"),
}
_HEADS: Final = {  # s000.p006–p008: the special cards are told apart by their heads
    "Q": ("头部为红色月亮", "a red moon on its head", "s000.p006"),
    "B": ("头部为白色，有繁体“兴”字", "a white head bearing the character 興 (“prosper”)", "s000.p007"),
    "H": ("头部为M型大红色", "a large red M shape on its head", "s000.p008"),
}
