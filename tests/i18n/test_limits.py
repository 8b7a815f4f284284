"""Discord's limits hold in every language, checked with the longest words each language
has (German and French run longest): button labels ≤ 80 characters, embed titles ≤ 256,
descriptions ≤ 4,096 (our own caps below that), fields ≤ 1,024, footers ≤ 2,048, a whole
embed ≤ 6,000, message content ≤ 2,000. A part the code cuts to fit is checked uncut."""

from __future__ import annotations

import discord
import pytest

from bot.engine import Card, Match, Rules
from bot.engine import events as E
from bot.engine.cards import CARDS
from bot.i18n import LANGUAGES, Lang
from bot.i18n.catalog import loaded
from bot.ratings.model import Skill
from bot.screens.cards import card_name, card_text, color_name
from bot.screens.hand import color_picker, hand_embed, hand_layout
from bot.screens.moves import move_lines, private_note
from bot.screens.pages.help_text import COMMANDS, HOW_TO_PLAY, what_counts_embed
from bot.screens.pages.match_chart import chart_embed, match_chart
from bot.screens.pages.rules_words import (
    changed_sentences,
    preset_title,
    rule_sentences,
    rules_text,
)
from bot.screens.pages.settings_view import settings_embed
from bot.screens.pages.standings import (
    PlayerRating,
    leaderboard_embed,
    rating_embed,
    season_choices,
    stats_embed,
)
from bot.screens.table import (
    ai_level_buttons,
    hand_result_embed,
    lobby_buttons,
    lobby_embed,
    match_result_embed,
    seat_line,
    table_buttons,
    table_embed,
)
from bot.storage.models import (
    ALL_TIME,
    GuildSettings,
    HandRecord,
    LeaderboardPage,
    LeaderboardRow,
    PlayerStats,
    RatingPage,
    RatingRow,
    Season,
    Seasons,
)

LANGS = [pytest.param(Lang(code), id=code) for code in LANGUAGES]
PLAYERS = list(range(1576710693309120001, 1576710693309120011))  # ten seats
LONG = "W" * 32  # Discord's longest display name
ALL = [f"{col}{r}" for col in "rygb" for r in "0123456789SRD"] + ["W", "W4"]
EVERYTHING = Rules.from_preset("party", deck="with_blanks", blank_effect="shuffle",
                               wd4="no_playable", forced_play=True,
                               after_draw="must_play_drawn", uno_penalty="automatic",
                               uno_penalty_cards=4, scoring="lowest_wins", target=5000)


def name_of(pid: int) -> str:
    return LONG


def embed_fits(e: discord.Embed) -> None:
    assert len(e.title or "") <= 256
    assert len(e.description or "") < 4000  # under the code's own cap: nothing was cut
    for f in e.fields:
        assert len(f.name or "") <= 256 and len(f.value or "") < 1024, f.name
    assert len(e.footer.text or "") <= 2048
    assert len(e) <= 6000


def ten_seats(**kw: object) -> Match:
    hands = {p: ALL[i * 5:i * 5 + 7] for i, p in enumerate(PLAYERS)}
    return Match.staged(PLAYERS, Rules(), hands=hands, discard=["r1"], current=PLAYERS[0],
                        fill_draw=False, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGS)
def test_button_labels_fit_in_every_language(lang: Lang) -> None:
    labels = [lang("hand-card-drawn", label=f"{card_name(c, lang)} ×9") for c in CARDS]
    labels += [color_name(c, lang) for c in ("red", "yellow", "green", "blue")]
    for key, args in (("hand-draw", {}), ("hand-pass", {}), ("hand-keep", {}),
                      ("hand-challenge", {}), ("hand-take", {"count": 9999}),
                      ("hand-previous", {}), ("hand-next", {}), ("hand-back", {}),
                      ("table-catch", {"player": LONG}), ("table-my-hand", {}),
                      ("table-stop", {}), ("table-next-hand", {}), ("table-go-to", {})):
        labels.append(lang(key, **args))
    labels += [b.item.label or "" for b in lobby_buttons(1, True, lang)]
    labels += [b.item.label or "" for b in ai_level_buttons(1, lang)]
    labels += [s.label for s in color_picker("W", "play", lang=lang)]
    m = ten_seats()
    labels += [s.label for s in hand_layout(m.view_for(PLAYERS[0]), lang=lang).buttons]
    labels += [b.item.label or "" for b in table_buttons(m.public_view(), 1, name_of, lang)]
    longest = max(labels, key=len)
    assert len(longest) <= 80, longest


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_fits_with_ten_long_names_in_every_language(lang: Lang) -> None:
    m = ten_seats()
    pv = m.public_view()
    cards = [Card.from_code("W4")] * 4
    events = [E.ChallengeResult(PLAYERS[1], PLAYERS[2], False), E.PenaltyApplied(
        PLAYERS[1], 4, "caught", PLAYERS[3], tuple(cards)), E.CardsDrawn(PLAYERS[2], 6,
        "challenge"), E.HandStarted(12, PLAYERS[4], Card.from_code("rD")),
        E.DrawStacked(PLAYERS[5], 12), E.CardPlayed(PLAYERS[6], Card.from_code("W4"), True)]
    lines = move_lines(events, name_of, lang)
    lines.append(lang("move-covered", player=LONG))
    last = sorted(lines, key=len)[-6:]
    assert len("\n".join(last)) < 1024
    seats = [seat_line(s, pv, name_of, lang=lang) for s in pv.players]
    worst = [lang("seat-line", mark="▶ ", name=LONG, count=108, points=99999)
             + lang("seat-catchable")] * 10
    assert len("\n".join(worst)) < 1024, max(worst, key=len)
    assert len("\n".join(seats)) < 1024
    footer = lang("table-footer-timer", seconds=3600)
    embed_fits(table_embed(pv, name_of, last, footer, lang=lang))
    embed_fits(table_embed(pv, name_of, last, footer, ended=lang("stopped-by", player=LONG),
                           lang=lang))


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_of_every_card_fits_in_every_language(lang: Lang) -> None:
    big = ALL * 2 + ["W", "W4", "W", "W4"]  # 108 cards
    m = Match.staged([PLAYERS[0], PLAYERS[1]], Rules(), hands={PLAYERS[0]: big,
                     PLAYERS[1]: ["b1"]}, discard=["r1"], current=PLAYERS[1],
                     fill_draw=False)
    pv = m.view_for(PLAYERS[0])
    drawn = [E.CardsDrawn(PLAYERS[0], 40, "draw", tuple(Card.from_code(c) for c in big[:40]))]
    note = private_note(drawn, PLAYERS[0], name_of, lang)
    for page in range(hand_layout(pv, lang=lang).pages):
        layout = hand_layout(pv, page, lang=lang)
        embed_fits(hand_embed(pv, name_of, layout, note, lang=lang,
                              countdown=lang("table-turn-ends", when="<t:1700000000:R>")))


@pytest.mark.parametrize("lang", LANGS)
def test_lobby_results_rules_and_help_fit_in_every_language(lang: Lang) -> None:
    title = preset_title("party", EVERYTHING, lang)
    embed_fits(lobby_embed(PLAYERS[0], PLAYERS, name_of, EVERYTHING, "party", 600,
                           afk_cover=True, lang=lang))
    # the rules field, uncut: every sentence that differs from the official rules
    head = lang("lobby-head", preset=title, target=5000, timer=lang("lobby-timer",
                                                                     seconds=600))
    lobby = lobby_embed(PLAYERS[0], PLAYERS, name_of, EVERYTHING, "party", 600,
                        afk_cover=True, lang=lang)
    said = "\n".join(f.value or "" for f in lobby.fields[1:])  # the rules, in full
    assert head in said and all(s in said for s in changed_sentences(EVERYTHING, lang))
    assert len(changed_sentences(EVERYTHING, lang)) >= 8
    sentences = "\n".join([lang("rules-title", preset=title, max=10),
                           *(f"• {s}" for s in rule_sentences(EVERYTHING, lang)),
                           lang("rules-how-to-change")])
    assert len(sentences) < 1990 and rules_text(EVERYTHING, "party", lang) == sentences
    helped = "\n\n".join(map(lang, HOW_TO_PLAY)) + "\n\n" + "\n".join(map(lang, COMMANDS))
    assert len(helped) < 1990
    scores = tuple((p, 4999) for p in PLAYERS)
    ended = E.HandEnded(PLAYERS[0], 999, tuple((p, 999) for p in PLAYERS), scores)
    embed_fits(hand_result_embed(ended, 99, name_of, 3600.5, lowest_wins=False,
                                 last_card=Card.from_code("W4"), lang=lang))
    embed_fits(match_result_embed(E.MatchEnded(tuple(PLAYERS), scores), name_of,
                                  lowest_wins=True, went_out=(PLAYERS[0], Card.from_code("W4")),
                                  walkover=True, lang=lang))
    records = [HandRecord(1, n, None, 0, {}, {p: n * 50 for p in PLAYERS}, 0.0)
               for n in range(1, 30)]
    chart = match_chart(records, PLAYERS, name_of, 5000, lang)
    assert chart is not None
    embed_fits(chart_embed(chart, 29, over=False, lowest_wins=True, lang=lang))


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_fits_a_message(lang: Lang) -> None:
    """Every catalog sentence with long values fits a message's 2,000 characters (a
    refusal, an answer, a ping are one sentence or two)."""
    catalog = loaded()
    for key in catalog.keys[lang.code]:
        text = catalog.text(lang.code, key, _long_values())
        assert len(text) <= 1000, (key, len(text))
    assert card_text(CARDS[0], lang)


def _long_values() -> dict[str, object]:
    names = ("player", "host", "winner", "dealer", "by", "target", "challenger", "challenged",
             "name", "players", "winners", "value", "choices", "card", "cards", "label",
             "summary", "thread", "link", "when", "preset", "timer", "with_card", "color",
             "mark", "digits", "effect", "when", "then", "scoring", "kind", "why", "rank",
             "unit", "level", "can", "allowed")
    out: dict[str, object] = {n: "W" * 40 for n in names}
    out.update({n: 99999 for n in ("count", "max", "ai", "min", "total", "points", "hand",
                                   "hands", "seconds", "page", "pages", "pile", "number",
                                   "rank", "target")})
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_standings_settings_and_what_counts_fit_in_every_language(lang: Lang) -> None:
    """The leaderboards (ratings and counts), /uno stats with a rating, /uno settings with
    its seasons line and the ratings' rules under /uno help: full pages, big numbers."""
    seasons = Seasons(1, (Season(99, 1.7e9, None, "admin", 99999),
                          Season(98, 1.6e9, 1.7e9, "monthly", 99999)), monthly=True)
    strong = Skill(mu=60.0, sigma=1.0, hands=99999, wins=99999, streak=99, best_streak=99999)
    rows = tuple(RatingRow(place, p, strong) for place, p in
                 zip([*range(1, 6), None, None, None, None, None], PLAYERS, strict=True))
    for season in (99, ALL_TIME):
        embed_fits(rating_embed(RatingPage(1, season, 99, 10, 99999, 99990, rows), seasons,
                                LONG * 3, lang))
    record = PlayerStats(1, PLAYERS[0], 99999, 99999, 99999, 9999999, 99999, 99999)
    counts = tuple(LeaderboardRow(rank, record) for rank in range(99991, 100001))
    embed_fits(leaderboard_embed(LeaderboardPage(1, "win_rate", 9999, 10, 99999, counts),
                                 LONG * 3, lang))
    rating = PlayerRating(99, strong, 99999, 99999,
                          tuple((20.0 + i, 3.0) for i in range(20)), strong)
    embed_fits(stats_embed(record, LONG, rating, seasons, lang))
    embed_fits(settings_embed(GuildSettings(1), note=lang("season-started", number=99),
                              seasons=seasons, lang=lang))
    embed_fits(what_counts_embed(lang))
    assert all(len(label) <= 100 for label, _ in season_choices(seasons, "", lang))
