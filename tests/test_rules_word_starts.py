"""An expression looked for only where its alternatives' openings stand at a word start finds what a search finds.

``alternations.at_word_starts`` answers ``pattern.search(text) is not None`` for ASCII text from an Aho-Corasick
pass over the lower-cased text; the retraction test (``retractions.may_retract``) takes it for ASCII messages.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.pipeline.extract.rules import alternations, retractions
from tests.test_rules_fast_paths import _strings_of

_ASCII_PARTS = [*(word for word in retractions._KEYWORDS if word.isascii()), "I", "we", "just", "my", "job", "more",
                "any more", "anymore", "r.i.p", "ja nao", "nao", "ha", "mais", "de", "from", "over", "away", "'",
                "-", "_", "1", "x", "(", ".", "\n", "\t"]  # fmt: skip


def _ascii_texts() -> st.SearchStrategy[str]:
    return st.lists(
        st.one_of(st.sampled_from(_ASCII_PARTS), st.sampled_from([" ", "  ", ", ", "\n", ""]),
                  st.text(st.characters(max_codepoint=127), max_size=3)),
        max_size=14,
    ).map("".join)  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(_ascii_texts())
def test_retraction_phrasings_at_word_starts_are_found_where_the_expression_is(text: str) -> None:
    for variant in (text, text.upper(), text.capitalize(), text.title()):
        expected = retractions._TRIGGER.search(variant) is not None
        assert retractions._TRIGGER_FOUND_ASCII(variant, variant.lower()) == expected, variant
        assert retractions.may_retract(variant) == (retractions._ANY_KEYWORD(variant.lower()) and expected)


def test_retraction_phrasings_at_word_starts_on_the_suite_strings() -> None:
    tests = Path(__file__).resolve().parent
    strings = [s for s in _strings_of(*sorted(tests.glob("test_*.py"))) if s.isascii()]
    texts = [form for s in strings for form in (s, s.upper(), s.lower(), f"({s}) {s}.")]
    found = [retractions._TRIGGER_FOUND_ASCII(text, text.lower()) for text in texts]
    assert found == [retractions._TRIGGER.search(text) is not None for text in texts]
    assert any(found) and not all(found)
    assert [retractions.may_retract(t) for t in texts] == [
        retractions._ANY_KEYWORD(t.lower()) and retractions._TRIGGER.search(t) is not None for t in texts
    ]


def test_every_retraction_phrasing_has_an_opening_or_a_word_to_look_for() -> None:
    # An alternative with neither is searched in every text: correct, but the cost this path exists to avoid.
    flags = retractions._TRIGGER.flags
    for written in alternations.top_level(retractions._TRIGGER.pattern):
        for alternative in alternations._spread(written):
            opening, further = alternations._literals(alternative, flags)
            assert len(opening) >= alternations._MIN_OPENING or further, alternative


_PATTERN = re.compile(
    r"\bany\s?more\b|\bno\s+longer\b|\bi\s+(?:just\s+)?(?:quit|left)\b|\bj[áa]\s+n[ãa]o\b|\b[ſx]ed\b"
    r"|\br\.i\.p\b|\b(?:stopped|gave\s+up)\s+being\b|\b\w+ing\s+away\b|\(the\s+ex\)|\bup\s+on\b",
    re.I,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("No longer", True), ("xno longer", False), ("ANYMORE", True), ("anymores", False), ("I just QUIT", True),
     ("i quitted", False), ("quit", False), ("ja nao", True), ("JA NAO", True), ("ja naox", False), ("sed", True),
     ("SED", True), ("xed", True), ("used", False), ("r.i.p", True), ("R.I.P.", True), ("rip", False),
     ("gave up being", True), ("stopped  BEING", True), ("walking away", True), ("(the ex)", True),
     ("the ex", False), ("give up on", True), ("cup on", False), ("", False)],
)  # fmt: skip
def test_openings_letters_words_further_in_and_the_rest(text: str, expected: bool) -> None:
    found = alternations.at_word_starts(_PATTERN)
    # "ſ" matches "s" ignoring case: the opening of "\b[ſx]ed\b" in ASCII text is not one letter, and the
    # alternative is then searched whole (the same for "\w+ing" and "\(the")
    assert found(text, text.lower()) == expected == (_PATTERN.search(text) is not None)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["any", "more", "no", "longer", "i", "just", "quit", "left", "ja", "nao", "sed",
                                 "xed", "r.i.p", "gave", "up", "being", "walking", "away", "(the", "ex)", "on",
                                 " ", "  ", "x", ".", "_", "\n"]), max_size=10).map("".join))  # fmt: skip
def test_openings_at_word_starts_answer_as_the_search(text: str) -> None:
    found = alternations.at_word_starts(_PATTERN)
    for variant in (text, text.upper()):
        assert found(variant, variant.lower()) == (_PATTERN.search(variant) is not None), variant


def test_an_expression_it_cannot_split_is_searched_as_it_is() -> None:
    # the same group name in two alternatives of one opening cannot be one expression
    named = re.compile(r"\bab(?P<x>c)|\bab(?P<x2>d)|\babe(?P=x2)?", re.I)
    found = alternations.at_word_starts(named)
    for text in ("abc", "ABD", "abe", "xabc", "ab"):
        assert found(text, text.lower()) == (named.search(text) is not None), text
