"""The words a player reads: rules as sentences, /uno help, the table's UNO marks and
buttons, the hand message's lines (drawn card, pickers, jump-in, UNO! hint), escaped names."""

from __future__ import annotations

from bot.engine import OPTIONS, CallUno, Card, Draw, Match, PlayCard, Rules
from bot.screens.hand import hand_embed, hand_layout
from bot.screens.moves import move_lines
from bot.screens.pages.help_text import help_text
from bot.screens.pages.rules_words import (
    changed_sentences,
    preset_title,
    rule_sentences,
    rules_text,
)
from bot.screens.table import lobby_embed, table_buttons, table_embed, table_scene

CH = 1576710693309120518
A, B, C = 1576710693309120514, 1576710693309120515, 1576710693309120516
NAMES = {A: "alice", B: "bob", C: "carol"}


def name_of(pid: int) -> str:
    return NAMES[pid]


def desc(e: object) -> str:
    return str(getattr(e, "description", "") or "")


# ------------------------------------------------------------------------------- rules
def test_R15_stacking_reads_as_a_sentence() -> None:
    text = rules_text(Rules(stacking=True))
    assert "Draw cards stack: a +2 can be answered with a +2" in text
    assert "stacking: on" not in text and "stacking=True" not in text
    assert "Draw cards don't stack" in rules_text(Rules())


def test_every_option_value_reads_differently() -> None:
    base = {"deck": "with_blanks"}  # so the blank card's effect shows
    for o in OPTIONS:
        if o.name in ("target", "max_players", "deck"):
            continue
        values = (False, True) if o.kind == "bool" else o.choices
        texts = {rules_text(Rules.from_preset("official", **{**base, o.name: v}))
                 for v in values}
        assert len(texts) == len(values), o.name
        for v in values:
            assert f"{o.name}: " not in rules_text(Rules.from_preset("official",
                                                                     **{o.name: v}))


def test_R25_scoring_sentences_name_the_target() -> None:
    assert any("first to 200 points" in s for s in rule_sentences(Rules(target=200)))
    assert any("lowest total wins" in s for s in rule_sentences(Rules(scoring="lowest_wins")))
    assert any("One hand only" in s for s in rule_sentences(Rules(scoring="single_hand")))


def test_preset_titles_and_only_changes_in_the_lobby() -> None:
    assert preset_title("official", Rules()) == "Official rules"
    assert preset_title("official", Rules(stacking=True)) == "Official rules, changed"
    assert preset_title("party", Rules.from_preset("party")) == "Party rules"
    assert changed_sentences(Rules(target=300)) == []
    changed = changed_sentences(Rules(jump_in=True))
    assert len(changed) == 1 and changed[0].startswith("Jump-in")
    lobby = lobby_embed(A, [A, B], name_of, Rules(jump_in=True), "official", 0)
    rules_field = lobby.fields[1].value or ""
    assert "Official rules, changed · 500 points to win · no turn timer" in rules_field
    assert "Jump-in: you can play out of turn" in rules_field
    assert "jump_in" not in rules_field


def test_help_explains_how_to_play_then_the_commands() -> None:
    text = help_text()
    assert len(text) <= 2000
    heads = ["**Join.**", "**Your hand.**", "**Playing.**", "**UNO!**", "**Winning.**",
             "**Commands**"]
    places = [text.index(h) for h in heads]
    assert places == sorted(places)
    for cmd in ("/uno start", "/uno join", "/uno hand", "/uno rules", "/uno stop"):
        assert f"`{cmd}" in text.split("**Commands**")[1]


# ------------------------------------------------------------------------------- table
def staged(hands: dict[int, list[str]], rules: Rules | None = None, current: int = A) -> Match:
    return Match.staged([A, B, C], rules or Rules(), hands=hands, discard=["r1"],
                        current=current)


def labels(m: Match) -> list[str]:
    return [str(getattr(i, "label", "")) for i in
            (b.item for b in table_buttons(m.public_view(), CH, name_of))]


def test_R19_table_marks_a_called_uno_apart_from_a_catchable_one() -> None:
    m = staged({A: ["r5", "r6"], B: ["b1", "b2", "b3"], C: ["g1", "g2"]})
    m.apply(A, CallUno())
    m.apply(A, PlayCard(Card.from_code("r5")))
    seats = table_embed(m.public_view(), name_of, []).fields[0].value or ""
    assert "alice: 1 card · 0 pts — 📣 **UNO!**" in seats
    assert "1 cards" not in seats

    m = staged({A: ["r5", "r6"], B: ["b1", "b2", "b3"], C: ["g1", "g2"]})
    m.apply(A, PlayCard(Card.from_code("r5")))  # no call: catchable
    e = table_embed(m.public_view(), name_of, [])
    seats = e.fields[0].value or ""
    assert "alice: 1 card · 0 pts — ⚠️ one card, no UNO! call" in seats
    assert "**alice** has one card and didn't call UNO!" in desc(e)
    assert "Catch alice" in labels(m) and "UNO!" in labels(m)


def test_R18_table_marks_a_called_uno_apart_from_one_card_merely_held() -> None:
    """Issue 14: "UNO!" only for a player who called; one card held without a call (the
    catch window passed, or a Seven-O swap dealt it) shows just the count, on the table
    and in its picture."""
    m = staged({A: ["r5", "r6"], B: ["b1", "r2", "b3"], C: ["g1", "g2", "g3"]})
    m.apply(A, PlayCard(Card.from_code("r5")))  # no call
    m.apply(B, PlayCard(Card.from_code("r2")))  # the window closes uncaught
    seats = table_embed(m.public_view(), name_of, []).fields[0].value or ""
    assert "alice: 1 card · 0 pts\n" in seats + "\n"
    assert "UNO!" not in seats and "⚠️" not in seats
    scene = table_scene(m.public_view(), name_of)
    assert scene is not None and not scene.seats[0].called_uno

    m = staged({A: ["r5", "r6"], B: ["b1", "r2", "b3"], C: ["g1", "g2", "g3"]})
    m.apply(A, CallUno())
    m.apply(A, PlayCard(Card.from_code("r5")))
    m.apply(B, PlayCard(Card.from_code("r2")))  # the call outlives the next turn
    seats = table_embed(m.public_view(), name_of, []).fields[0].value or ""
    assert "alice: 1 card · 0 pts — 📣 **UNO!**" in seats
    scene = table_scene(m.public_view(), name_of)
    assert scene is not None and scene.seats[0].called_uno

    rules = Rules(seven_o=True)
    m = staged({A: ["r7", "g6", "g5"], B: ["b1"], C: ["g1", "g2", "g3"]}, rules)
    m.apply(A, PlayCard(Card.from_code("r7"), target=B))  # alice is dealt bob's one card
    seats = table_embed(m.public_view(), name_of, []).fields[0].value or ""
    assert "alice: 1 card · 0 pts" in seats and "UNO!" not in seats


def test_table_uno_button_only_while_it_can_do_something() -> None:
    m = staged({A: ["r5", "r6", "r7"], B: ["b1", "b2", "b3"], C: ["g1", "g2", "g3"]})
    assert labels(m) == ["My hand", "Stop (host)"]
    m = staged({A: ["r5", "r6", "r7"], B: ["b1", "b2"], C: ["g1", "g2", "g3"]})
    assert "UNO!" in labels(m)  # bob may call before his turn
    m.apply(B, CallUno())
    assert "UNO!" not in labels(m)  # called: nothing left to press


def test_names_are_escaped_in_embeds() -> None:
    evil = {A: "[free nitro](https://evil.example)", B: "**bob**", C: "carol"}
    m = staged({A: ["r5", "r6", "r7"], B: ["b1", "b2"], C: ["g1", "g2", "g3"]})
    events = move_lines(m.apply(A, PlayCard(Card.from_code("r5"))), evil.__getitem__)
    e = table_embed(m.public_view(), evil.__getitem__, events)
    text = "\n".join(f.value or "" for f in e.fields)
    assert "\\[free nitro](https://evil.example)" in text
    assert "\\*\\*bob\\*\\*" in text
    assert "[free nitro](https" not in text.replace("\\[", "")
    hand = hand_embed(m.view_for(C), evil.__getitem__, hand_layout(m.view_for(C)))
    assert "It's \\*\\*bob\\*\\*'s turn." in desc(hand)


# -------------------------------------------------------------------------------- hand
def test_hand_lists_every_card_and_counts_one_card() -> None:
    m = staged({A: ["r1", "r5", "rS", "b3", "b3", "bD", "W"], B: ["g1"], C: ["y1"]})
    e = hand_embed(m.view_for(A), name_of, hand_layout(m.view_for(A)))
    assert "Your cards: 🟥 1 5 S  🟦 3 3 +2  ⬛ W" in desc(e)
    assert e.title == "Your hand — 7 cards"
    e = hand_embed(m.view_for(B), name_of, hand_layout(m.view_for(B)))
    assert e.title == "Your hand — 1 card"


def test_R11_drawn_card_is_told_once_with_a_capital() -> None:
    m = Match.staged([A, B, C], Rules(), hands={A: ["b9", "g2"], B: ["g1"], C: ["y1"]},
                     discard=["r1"], draw=["r5"], current=A)
    m.apply(A, Draw())
    pv = m.view_for(A)
    note = "You drew 🟥 Red 5."  # what the pipeline's private note says
    text = desc(hand_embed(pv, name_of, hand_layout(pv), note))
    assert text.count("You drew") == 1
    assert "**Your turn.** Play it or keep it." in text
    alone = desc(hand_embed(pv, name_of, hand_layout(pv)))
    assert "You drew **🟥 Red 5**. Play it or keep it." in alone


def test_color_picker_does_not_say_play_or_draw() -> None:
    m = staged({A: ["W", "g2", "g3"], B: ["g1"], C: ["y1"]})
    text = desc(hand_embed(m.view_for(A), name_of, None, "Choose the color for your **Wild**."))
    assert "Choose the color" in text and "play a card or draw" not in text


def test_R22_jump_in_chance_is_said_in_words() -> None:
    m = staged({A: ["g5", "g6"], B: ["r1", "b7"], C: ["y1"]}, Rules(jump_in=True))
    pv = m.view_for(B)
    text = desc(hand_embed(pv, name_of, hand_layout(pv)))
    assert "It's alice's turn." in text
    assert "You can jump in with **🟥 Red 1** (press its card below)." in text


def test_R18_two_cards_hint_to_press_uno_first() -> None:
    m = staged({A: ["r5", "r6"], B: ["g1", "g2", "g3"], C: ["y1"]})
    pv = m.view_for(A)
    text = desc(hand_embed(pv, name_of, hand_layout(pv)))
    assert "press **UNO!** before you play, or anyone can catch you for 2 cards" in text
    m = staged({A: ["r5", "r6"], B: ["g1", "g2", "g3"], C: ["y1"]},
               Rules(uno_penalty="automatic", uno_penalty_cards=4))
    pv = m.view_for(A)
    text = desc(hand_embed(pv, name_of, hand_layout(pv)))
    assert "4 penalty cards are added automatically" in text
    m.apply(A, CallUno())
    pv = m.view_for(A)
    assert "UNO!" not in desc(hand_embed(pv, name_of, hand_layout(pv)))


def test_last_moves_are_cut_at_the_deal_of_this_hand() -> None:
    from bot.screens.moves import this_hand

    lines = ["Hand 1: bob dealt; the first card is 🟥 Red 1.", "alice played 🟥 Red 5.",
             "Hand 2: carol dealt; the first card is 🟦 Blue 3.", "bob played 🟦 Blue 4."]
    assert this_hand(lines, 2) == lines[2:]
    assert this_hand(lines, 1) == lines  # hand 2 not dealt yet: nothing cut
    assert this_hand(lines[1:2], 3) == lines[1:2]


def test_a_page_without_playable_cards_says_where_they_are() -> None:
    big = [f"{col}{r}" for col in "rygb" for r in "123456789"][:29] + ["W"]
    m = Match.staged([A, B, C], Rules(), hands={A: big, B: ["b1"], C: ["y1"]},
                     discard=["bS"], current=A, fill_draw=False)
    pv = m.view_for(A)
    first = hand_layout(pv, 0)
    assert first.pages == 2
    text = desc(hand_embed(pv, name_of, first))
    assert "Page 1/2 (◀ ▶ show the other cards) · cards you can play are on page 2." in text
    second = desc(hand_embed(pv, name_of, hand_layout(pv, 1)))
    assert "cards you can play are on page" not in second


def test_R10_turn_line_says_what_is_possible() -> None:
    m = staged({A: ["g5", "b6"], B: ["g1"], C: ["y1"]})
    pv = m.view_for(A)
    assert "no card of yours fits: draw a card" in desc(hand_embed(pv, name_of,
                                                                    hand_layout(pv)))
    m = staged({A: ["r5", "b6"], B: ["g1"], C: ["y1"]}, Rules(forced_play=True))
    pv = m.view_for(A)
    assert "play a card (the rules say you must" in desc(hand_embed(pv, name_of,
                                                                     hand_layout(pv)))
    m = staged({A: ["r5", "b6"], B: ["g1"], C: ["y1"]})
    pv = m.view_for(A)
    assert "**Your turn** — play a card or draw." in desc(hand_embed(pv, name_of,
                                                                      hand_layout(pv)))
