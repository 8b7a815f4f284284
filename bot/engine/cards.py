"""Cards (R1-R3).

Internally a card is a small int id (fast to copy, compare and serialise):

* coloured cards: ``color * 13 + rank`` where color is 0..3 (red, yellow,
  green, blue) and rank is 0..9 for numbers, 10 Skip, 11 Reverse, 12 Draw Two;
* ``WILD`` = 52, ``WILD4`` = 53, ``BLANK`` = 54.

The public face is :class:`Card`, a frozen value with a short stable ``code``
(``r5``, ``yS``, ``gR``, ``bD``, ``W``, ``W4``, ``B``) for Discord custom_ids, a
human ``label`` ("Red 5", "Wild Draw Four") and ``points`` (R3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

COLORS: Final[tuple[str, ...]] = ("red", "yellow", "green", "blue")
COLOR_LETTERS: Final[str] = "rygb"
COLOR_INDEX: Final[dict[str, int]] = {c: i for i, c in enumerate(COLORS)}

SKIP: Final = 10
REVERSE: Final = 11
DRAW2: Final = 12
WILD: Final = 52
WILD4: Final = 53
BLANK: Final = 54
N_IDS: Final = 55

_RANK_CODES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "D")
_RANK_NAMES = (
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Skip", "Reverse", "Draw Two",
)
_RANK_WORDS = (
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "skip", "reverse", "draw2",
)

# Tables indexed by card id.
CARD_COLOR: Final[tuple[int, ...]] = tuple(
    [i // 13 for i in range(52)] + [-1, -1, -1]
)
#: rank 0..12 for coloured cards; 13 wild, 14 wild draw four, 15 blank
CARD_RANK: Final[tuple[int, ...]] = tuple([i % 13 for i in range(52)] + [13, 14, 15])
CARD_POINTS: Final[tuple[int, ...]] = tuple(
    [(i % 13) if i % 13 < 10 else 20 for i in range(52)] + [50, 50, 50]
)
CARD_CODE: Final[tuple[str, ...]] = tuple(
    [COLOR_LETTERS[i // 13] + _RANK_CODES[i % 13] for i in range(52)] + ["W", "W4", "B"]
)
CARD_LABEL: Final[tuple[str, ...]] = tuple(
    [COLORS[i // 13].capitalize() + " " + _RANK_NAMES[i % 13] for i in range(52)]
    + ["Wild", "Wild Draw Four", "Blank"]
)
CODE_TO_ID: Final[dict[str, int]] = {code: i for i, code in enumerate(CARD_CODE)}
# Lenient aliases accepted by Card.from_code (never produced).
CODE_TO_ID.update({code.lower(): i for i, code in enumerate(CARD_CODE) if code.lower() not in
                   CODE_TO_ID})


def is_draw_id(cid: int) -> bool:
    return cid == WILD4 or (cid < 52 and cid % 13 == DRAW2)


def build_deck(with_blanks: bool) -> list[int]:
    """R1/R2: the 108 (or 112) card ids in a fixed order."""
    deck: list[int] = []
    for c in range(4):
        base = c * 13
        deck.append(base)  # one 0
        for r in range(1, 13):
            deck.append(base + r)
            deck.append(base + r)
    deck.extend([WILD] * 4)
    deck.extend([WILD4] * 4)
    if with_blanks:
        deck.extend([BLANK] * 4)
    return deck


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Compare/hash by id; build with :meth:`from_code` or :meth:`of`."""

    id: int

    def __post_init__(self) -> None:
        if not (0 <= self.id < N_IDS):
            raise ValueError(f"no card with id {self.id}")

    @staticmethod
    def from_code(code: str) -> Card:
        """``Card.from_code("r5")`` -> Red 5. Raises ValueError on an unknown code."""
        cid = CODE_TO_ID.get(code.strip())
        if cid is None:
            cid = CODE_TO_ID.get(code.strip().lower())
        if cid is None:
            raise ValueError(f"unknown card code {code!r}")
        return CARDS[cid]

    @staticmethod
    def of(color: str | None, rank: str | int) -> Card:
        """``Card.of("red", 5)``, ``Card.of("blue", "skip")``, ``Card.of(None, "wild4")``."""
        r = str(rank).lower()
        if color is None:
            ids = {"wild": WILD, "wild4": WILD4, "wild_draw_four": WILD4, "blank": BLANK}
            if r not in ids:
                raise ValueError(f"unknown wild card {rank!r}")
            return CARDS[ids[r]]
        if color not in COLOR_INDEX:
            raise ValueError(f"unknown color {color!r}; choose one of {', '.join(COLORS)}")
        aliases = {"draw_two": "draw2", "drawtwo": "draw2", "s": "skip", "r": "reverse",
                   "d": "draw2"}
        r = aliases.get(r, r)
        if r not in _RANK_WORDS:
            raise ValueError(f"unknown rank {rank!r}")
        return CARDS[COLOR_INDEX[color] * 13 + _RANK_WORDS.index(r)]

    @property
    def code(self) -> str:
        return CARD_CODE[self.id]

    @property
    def label(self) -> str:
        return CARD_LABEL[self.id]

    @property
    def points(self) -> int:
        return CARD_POINTS[self.id]

    @property
    def color(self) -> str | None:
        """The printed color, or None for Wild, Wild Draw Four and blank."""
        c = CARD_COLOR[self.id]
        return None if c < 0 else COLORS[c]

    @property
    def rank(self) -> str:
        """'0'..'9', 'skip', 'reverse', 'draw2', 'wild', 'wild4' or 'blank'."""
        if self.id >= WILD:
            return ("wild", "wild4", "blank")[self.id - WILD]
        return _RANK_WORDS[self.id % 13]

    @property
    def is_wild(self) -> bool:
        """True when playing it needs a color choice (Wild, Wild Draw Four, blank)."""
        return self.id >= WILD

    @property
    def is_number(self) -> bool:
        return self.id < WILD and self.id % 13 < 10

    @property
    def is_draw(self) -> bool:
        return is_draw_id(self.id)

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Card({self.code})"


CARDS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(N_IDS))


STANDARD_DECK: Final[tuple[int, ...]] = tuple(build_deck(False))
BLANKS_DECK: Final[tuple[int, ...]] = tuple(build_deck(True))


def sort_key(cid: int) -> tuple[int, int]:
    """Hand order: by color (wilds last), then rank."""
    c = CARD_COLOR[cid]
    return (c if c >= 0 else 4, CARD_RANK[cid])
