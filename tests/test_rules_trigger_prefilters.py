"""The English trigger's cheaper expressions and checks answer as the plain ones: never no where those say yes."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.pipeline.extract.rules import en_syntax, pt_syntax
from pamport.pipeline.extract.rules.alternations import by_first_char

#: The gates as they are written, their alternations not grouped.
_PLAIN_GATES = {
    2: re.compile(r"(?:i|we)\s+(?:[a-z'-]+\s+){0,2}?(?:" + en_syntax._VERBS + r")\b"),
    3: re.compile(r"(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:" + en_syntax._NOUNS + r")\b"),
    4: re.compile(r"[.!?;:\n,]\s*(?:please\s+)?(?:" + en_syntax._IMPERATIVES + r")\b"),
    7: re.compile(r"on\s+" + en_syntax._MEDICINE_START),
}
_GLUE = [" ", "  ", "\n", ". ", ", ", ": ", "; ", "(", "!", "?", "-", "'", "x", "s ", "ing "]
_OTHER = ["i", "we", "please", "so", "my", "our", "on", "it", "for", "in", "here", "is", "the", "uni", "goal", "aim",
          "dream"]


def _literal_words(source: str) -> list[str]:
    return sorted(set(re.findall(r"[a-z][a-z'-]*", source.replace(r"\s+", " "))))


def _texts_of(words: list[str]) -> st.SearchStrategy[str]:
    """Texts made of the words, pieces of them, marks, spaces and a few other characters."""
    piece = st.one_of(
        st.sampled_from(words),
        st.sampled_from(words).flatmap(lambda w: st.integers(0, len(w)).map(lambda n: w[:n])),
        st.sampled_from(_GLUE + _OTHER),
        st.text(alphabet="abcdefghijklmnopqrstuvwxyz '-.,\n", max_size=4),
    )
    return st.lists(st.tuples(piece, st.sampled_from(_GLUE)), max_size=16).map(
        lambda parts: "".join(a + b for a, b in parts)
    )


def _suite_texts() -> list[str]:
    tests = Path(__file__).resolve().parent
    found: set[str] = set()
    for path in [Path(en_syntax.__file__ or ""), *sorted(tests.glob("test_rules_*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value.lower())
    strings = sorted(found)
    joined = [f"{a} {b}" for a, b in zip(strings, strings[7:], strict=False)]
    return [form for s in strings + joined for form in (s, f"so {s} today", f"ok. {s}, thanks", f"fine\n{s}")]


_WORDS = _literal_words(en_syntax._VERBS + "|" + en_syntax._IMPERATIVES + "|" + en_syntax._NOUNS + "|"
                       + en_syntax._MEDICINES + "|" + "|".join(
    soft.pattern for _, soft, _ in en_syntax._SOFT_RARE_NEAR
)) + [word.strip() for word in en_syntax._RARE_WORDS]


def _soft_loop(lower: str, soft: re.Pattern[str]) -> bool:
    return any(en_syntax._at_start(lower, m.start()) for m in soft.finditer(lower))


def _check(text: str) -> None:
    for index, plain in _PLAIN_GATES.items():
        assert (en_syntax._GATES[index].search(text) is None) == (plain.search(text) is None), (index, text)
    for _, soft, near_start in en_syntax._SOFT_RARE_NEAR:
        assert near_start(text) or not _soft_loop(text, soft), (soft.pattern, text)


@settings(max_examples=1500, deadline=None)
@given(_texts_of(_WORDS))
def test_grouped_gates_and_sentence_start_checks_on_generated_text(text: str) -> None:
    _check(text)


def test_grouped_gates_and_sentence_start_checks_on_the_suites_strings() -> None:
    texts = _suite_texts()
    for text in texts:
        _check(text)
    # the checks are not empty: the suite's strings reach both answers of each gate and of the openings' loops
    for plain in _PLAIN_GATES.values():
        assert {plain.search(text) is None for text in texts} == {True, False}
    assert sum(_soft_loop(text, soft) for text in texts for _, soft, _ in en_syntax._SOFT_RARE_NEAR) > 20


def test_english_trigger_answers_as_with_the_plain_expressions(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _suite_texts()
    fast = [en_syntax.triggered(text) for text in texts]
    gates = list(en_syntax._GATES)
    for index, plain in _PLAIN_GATES.items():
        gates[index] = plain
    monkeypatch.setattr(en_syntax, "_GATES", tuple(gates))
    always = tuple((words, soft, lambda _: True) for words, soft, _ in en_syntax._SOFT_RARE_NEAR)
    monkeypatch.setattr(en_syntax, "_SOFT_RARE_NEAR", always)
    assert [en_syntax.triggered(text) for text in texts] == fast
    assert any(fast) and not all(fast)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.text(alphabet="abcd1'-", min_size=0, max_size=4), min_size=1, max_size=8),
    st.text(alphabet="abcd1'- ", max_size=6),
)
def test_grouping_on_the_first_character_keeps_the_strings_matched(choices: list[str], text: str) -> None:
    source = "|".join(re.escape(choice) for choice in choices) + r"|\d{2}|(?:b|c)a"
    grouped = re.compile("(?:" + by_first_char(source) + ")")
    plain = re.compile("(?:" + source + ")")
    assert (grouped.fullmatch(text) is None) == (plain.fullmatch(text) is None)
    for choice in choices:
        assert grouped.fullmatch(choice) is not None


def _plain_pt_trigger(lower: str) -> bool:
    """The Portuguese trigger as written before its short-word check: every line's words looked up."""
    for separator in pt_syntax._SEPARATORS:
        lower = lower.replace(separator, " ")
    if not pt_syntax._ANCHORS.isdisjoint(lower.split()):
        return True
    return any(
        len(line.split()) <= 5 and not pt_syntax._SHORT_ANCHORS.isdisjoint(line.split()) for line in lower.splitlines()
    )


#: Every character ``str.splitlines`` breaks a line at, and a few separators and other words.
_PT_GLUE = [" ", "\n", "\r", "\r\n", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", ",", "(", "- "]
_PT_WORDS = [*sorted(pt_syntax._SHORT_ANCHORS)[:60], "pai", "filha", "uma", "sou", "moro", "casa", "the", "x"]


@settings(max_examples=800, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_PT_WORDS), st.sampled_from(_PT_GLUE)), max_size=14))
def test_portuguese_trigger_answers_as_the_line_by_line_check(parts: list[tuple[str, str]]) -> None:
    text = "".join(a + b for a, b in parts)
    assert pt_syntax.triggered(text) == _plain_pt_trigger(text)


def test_portuguese_trigger_on_the_suites_strings() -> None:
    texts = _suite_texts()
    answers = [pt_syntax.triggered(text) for text in texts]
    assert answers == [_plain_pt_trigger(text) for text in texts]
    assert any(answers) and not all(answers)
