"""The extractor's shortcuts give what the long way gives: they only skip work whose answer is already known."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.pipeline.extract.rules import alternations, en_syntax, language, retractions
from pamport.pipeline.extract.rules import text as T
from pamport.pipeline.extract.rules.engine import any_match
from pamport.pipeline.extract.rules.extractor import RULESETS, RuleExtractor, read_text
from pamport.pipeline.extract.rules.model import LazyPattern
from pamport.pipeline.extract.rules.phrases import contains_any
from pamport.schemas.conversation import Conversation

_WORDS = ["the", "I'm", "eu", "sou", "não", "casa", "río", "perro", "hund", "maison", "d'accord", "a'b'c", "x"]
_GLUE = [" ", "  ", ", ", ". ", "'", "(", ") ", "\t", "-", "’"]


def _reference_count(sentences: list[str]) -> int:
    """The count as every sentence was once weighed: the tokenizer on each, lingua at once."""
    count = 0
    for sentence in sentences:
        if language.foreign_script(sentence):
            count += 1
            continue
        tokens = language._TOKEN.findall(sentence.lower())
        if len(tokens) < language.MIN_WORDS or not language._ALL_FUNCTION_WORDS.isdisjoint(tokens):
            continue
        count += language._other_language(" ".join(tokens[: language.MAX_WORDS]))
    return count


_SENTENCE = st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_GLUE)), min_size=1, max_size=14).map(
    lambda parts: "".join(word + glue for word, glue in parts)
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_SENTENCE, min_size=1, max_size=4))
def test_counting_other_languages_with_shortcuts_and_batches_matches_the_long_way(sentences: list[str]) -> None:
    undecided: list[str] = []
    counted = language.foreign_sentences(sentences, undecided)
    assert counted + language.other_languages(undecided) == _reference_count(sentences)
    assert language.foreign_sentences(sentences) == _reference_count(sentences)


def _conversation(texts: list[str]) -> Conversation:
    messages = [
        {
            "id": f"m{i}",
            "provider_message_id": f"p-m{i}",
            "role": "user",
            "content": {"type": "text", "text": text},
            "created_at": "2025-01-01T00:00:00Z",
            "parent_id": f"m{i - 1}" if i else None,
            "children_ids": [f"m{i + 1}"] if i + 1 < len(texts) else [],
            "raw_metadata": {},
        }
        for i, text in enumerate(texts)
    ]
    return Conversation.model_validate(
        {
            "id": "conv-1",
            "provider": {"name": "chatgpt", "conversation_id": "c1"},
            "temporal": {"created_at": "2025-01-01T00:00:00Z"},
            "messages": messages,
        }
    )


def test_sentences_in_other_languages_are_counted_when_the_extractor_reports() -> None:
    texts = [
        "Je voudrais réserver une chambre pour deux personnes demain soir.",
        "Vorrei prenotare un tavolo stasera alle otto per quattro persone.",
        "I live in Porto and I work as a nurse.",
        "Ich möchte bitte einen Tisch für heute Abend reservieren lassen.",
    ]
    extractor = RuleExtractor()
    list(extractor.extract(_conversation(texts)))
    counts: Counter[str] = Counter()
    for text in texts:
        read_text(text, "2025-01-01T00:00:00Z", counts)
    assert counts["sentences_other_language"] == 3
    assert extractor.stats()["sentences_other_language"] == counts["sentences_other_language"]


def test_a_lazy_pattern_becomes_the_compiled_one() -> None:
    lazy = LazyPattern(r"i\s+live\s+in\s+(\w+)", re.I)
    first = lazy.match("I live in Porto")
    assert first is not None and first.group(1) == "Porto"
    assert lazy.match == lazy.compiled.match
    assert lazy.search("so I live in Leeds") is not None
    assert lazy.match("we live in Leeds") is None


def test_a_clause_tries_its_first_words_rules_then_the_rules_read_anywhere_in_tier_order() -> None:
    for ruleset in RULESETS.values():
        anywhere = [rule for rule in ruleset.rules if not rule.first]
        for word, (tried, instructions) in ruleset._dispatch.items():
            expected = [rule for rule in ruleset.rules if word in rule.first] + anywhere
            assert list(tried) == expected
            assert list(instructions) == [rule for rule in expected if rule.kind == "instruction"]


# The literal sets the extractor searches in one pass (contains_any) instead of a loop of substring tests.
_LITERAL_SETS = {
    "en trigger words": (
        *en_syntax._CONDITION_WORDS,
        *(word for word, _ in en_syntax._REWRITE_GATES),
        *en_syntax._RARE_WORDS,
    ),
    "retraction keywords": retractions._KEYWORDS,
}


def _pieces_of(literals: tuple[str, ...]) -> st.SearchStrategy[str]:
    """Texts made of the literals, pieces of them (a literal cut short must not count) and other characters."""
    cut = st.sampled_from(literals).flatmap(lambda w: st.integers(0, len(w)).map(lambda n: w[:n] if n % 2 else w[n:]))
    part = st.one_of(st.sampled_from(literals), cut, st.text(max_size=3), st.sampled_from([" ", ". ", "\n", "'"]))
    return st.lists(part, max_size=12).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_contains_any_is_a_loop_of_substring_tests(data: st.DataObject) -> None:
    for literals in _LITERAL_SETS.values():
        text = data.draw(_pieces_of(tuple(literals)))
        assert contains_any(literals)(text) == any(word in text for word in literals)


def test_contains_any_on_words_inside_words_and_no_words() -> None:
    found = contains_any(["exam", "off to ", "she/"])
    assert found("an example") and found("sign off to go") and found("she/her")
    assert not found("an exa mple") and not found("off to") and not found("she /")
    assert not contains_any([])("anything") and not contains_any([""])("anything")


_OPENINGS = ["i", "i'm", "im", "my", "we", "eu", "sou", "moro", "tenho", "me", "allergic", "vegan", "alérgica",
             "31f", "(29m)", "age", "aged", "as a", "goal:", "turned", "been", "trying to", "learning", "me and my",
             "sam and i", "can you", "vc pode", "chamo-me", "a gente", "não", "42", "nurse", "here", ",", ".", " ",
             "  "]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_OPENINGS), min_size=1, max_size=8).map(" ".join), st.sampled_from(sorted(RULESETS)))
def test_one_alternation_answers_as_the_loop_of_patterns(text: str, code: str) -> None:
    ruleset = RULESETS[code]
    for patterns in ([rewrite for rewrite, _, _ in ruleset.rewrites], [pattern for pattern, _ in ruleset.implied]):
        for variant in (text, text.capitalize(), text.upper()):
            assert any_match(patterns)(variant) == any(pattern.match(variant) for pattern in patterns)


def test_alternation_drops_group_names_and_keeps_references_apart() -> None:
    patterns = [re.compile(r"(?P<n>\d{2})\s?f\b", re.I), re.compile(r"aged?\s+(?P<n>\d{2})", re.I),
                re.compile(r"(?P<w>\w+) (?P=w)", re.I), re.compile(r"\(?P<x>", re.I)]  # fmt: skip
    found = any_match(patterns)
    assert found("31F here") and found("Aged 40") and found("very very") and found("P<x>") and found("(P<x>")
    assert not found("f31") and not found("very much")


def _clean_long_way(text: str) -> str:
    """``clean`` as it was written before its one-line shortcuts: every step on every text."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("’", "'")
    if "```" in text or "~~~" in text:
        text = T._FENCE.sub("\n", text)
    if "`" in text:
        text = T._INLINE_CODE.sub(T._keep_inline_code, text)
    header = T._EMAIL_HEADER.search(text)
    if header is not None and len(T._EMAIL_HEADER.findall(text)) >= 2:
        text = text[: header.start()]
    lines = [
        line
        for line in text.split("\n")
        if not (T._INDENTED.match(line) or T._BLOCKQUOTE.match(line) or T._LOG_LINE.match(line))
    ]
    text = T._LIST_MARKER.sub("", "\n".join(T._mark_notes(lines)))
    for greeting in T._GREETING.finditer(text):
        signoff = T._SIGNOFF.search(text, greeting.end())
        if signoff is not None:
            tail = text.find("\n", signoff.end() + 1)
            text = text[: greeting.start()] + text[len(text) if tail < 0 else tail :]
            break
        if greeting.group("formal"):
            text = text[: greeting.start()]
            break
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):
        stripped = line.strip()
        if lines[i + 1].startswith(T.NOTE_MARK):
            continue
        intro = stripped.endswith(":") and (
            (
                T._PASTE_INTRO.search(stripped)
                and not T._is_about_me(stripped)
                and not T._own_profile(stripped, lines[i + 1 :])
            )
            or T._ABOUT_SOMEONE.match(stripped)
        )
        if intro and any(rest.strip() for rest in lines[i + 1 :]):
            text = "\n".join(lines[: i + 1])
            break
    if ":" in text:
        text = T._INLINE_HANDOVER.sub(lambda m: m.group("intro") + ":", text)
    paragraphs = T._PARAGRAPH_SPLIT.split(text)
    if len(paragraphs) > 1 and T._TRAILING_TASK.search(paragraphs[-1].strip()):
        paragraphs = paragraphs[-1:]
    text = "\n\n".join(p for p in paragraphs if len(p) < T._LONG_PARAGRAPH or T._first_person_density(p) >= 0.03)
    if '"' in text or "'" in text or any(q in text for q in "“«„‘"):
        text = T._QUOTED.sub(T._quote, text)
    return text


_CLEAN_PARTS = ["I live in Leeds", "the data", "Dear Tom,", "Hi Ana,", "Best,", "Cheers", "From: a@b.c", "To: x",
                "Subject: hi", "    indented", "\tcode", "> quoted", "- item", "2. step", "1) one", "• dot",
                "Proofread this:", "About me:", "Sobre a Maria:", "for my bio:", "bio for my sister:",
                "can you summarize this?", "ERROR: boom",
                "[12:01:02] log", '"I am here"', "'quoted words'", "`x`", "```py\nx = 1\n```", "x" * 1300,
                "\n", "\n\n", "\r\n", " ", ", ", ": ", "’"]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_CLEAN_PARTS), min_size=1, max_size=10).map("".join))
def test_clean_shortcuts_give_what_every_step_gives(text: str) -> None:
    assert T.clean(text) == _clean_long_way(text)


def test_ascii_text_is_never_in_a_foreign_script() -> None:
    # foreign_script answers ASCII text without reading it: the pattern must find nothing there
    assert not any(language._NON_LATIN.search(chr(code)) for code in range(128))
    assert language.foreign_script("I love มิง") and not language.foreign_script("Sou vegana, não como queijo")


def test_every_word_the_loops_look_for_is_in_the_one_search() -> None:
    # The loops run only when the automaton finds a word: a word added to a loop but not to the automaton
    # would never be looked for.
    for word in _LITERAL_SETS["en trigger words"]:
        assert word and word in en_syntax._WORDS_IN(word), word
    for word in retractions._KEYWORDS:
        assert word and retractions._ANY_KEYWORD(word.lower()), word


def _strings_of(*paths: Path) -> list[str]:
    found = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return sorted(found)


@settings(max_examples=300, deadline=None)
@given(_pieces_of(tuple(en_syntax._TRIGGER_WORDS)))
def test_the_one_search_finds_every_trigger_word_in_the_text_and_only_those(text: str) -> None:
    found = en_syntax._WORDS_IN(text)
    assert found == {word for word in en_syntax._TRIGGER_WORDS if word in text}
    assert (not en_syntax._CONDITION_SET.isdisjoint(found)) == any(word in text for word in en_syntax._CONDITION_WORDS)


def test_english_trigger_answers_as_without_its_one_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # The strings of the English syntax module (its words, openings, pattern sources) and of the rule tests,
    # lower-cased, alone and inside a sentence: the trigger gives the same answer when the one search is replaced
    # by a substring test of every word.
    tests = Path(__file__).resolve().parent
    strings = _strings_of(Path(en_syntax.__file__ or ""), *sorted(tests.glob("test_rules_*.py")))
    texts = [form for s in strings for form in (s.lower(), f"so {s.lower()} today", f"ok. {s.lower()}, thanks")]
    fast = [en_syntax.triggered(text) for text in texts]
    monkeypatch.setattr(en_syntax, "_WORDS_IN", lambda text: {w for w in en_syntax._TRIGGER_WORDS if w in text})
    assert [en_syntax.triggered(text) for text in texts] == fast
    assert any(fast) and not all(fast)


def test_case_partners_are_every_character_a_letter_matches_ignoring_case() -> None:
    any_letter = re.compile("[a-z]", re.I)
    found: dict[str, set[str]] = {letter: set() for letter in "abcdefghijklmnopqrstuvwxyz"}
    for code in range(0x110000):
        char = chr(code)
        if any_letter.fullmatch(char):
            for letter in found:
                if re.fullmatch(letter, char, re.I):
                    found[letter].add(char)
    for letter, chars in found.items():
        assert chars == {letter, letter.upper(), *alternations.CASE_PARTNERS.get(letter, "")}, letter


_TRIGGER_PARTS = [*retractions._KEYWORDS, "I", "we", "just", "my", "job", "more", "any more", "anymore", "mais", "de",
                  "from", "over", "á", "ã", "í", "İ", "ſ", "K", "'", "-", "_", "1"]  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_TRIGGER_PARTS), st.sampled_from([" ", "  ", ", ", "\n", ""]),
                          st.text(max_size=3)), max_size=14).map("".join))  # fmt: skip
def test_retraction_phrasings_grouped_by_first_letter_are_found_where_the_expression_is(text: str) -> None:
    for variant in (text, text.upper(), text.capitalize()):
        assert retractions._TRIGGER_FOUND(variant) == (retractions._TRIGGER.search(variant) is not None)


def test_retraction_phrasings_grouped_on_the_suite_strings() -> None:
    tests = Path(__file__).resolve().parent
    strings = _strings_of(*sorted(tests.glob("test_*.py")))
    texts = [form for s in strings for form in (s, s.upper(), s.lower())]
    found = [retractions._TRIGGER_FOUND(text) for text in texts]
    assert found == [retractions._TRIGGER.search(text) is not None for text in texts]
    assert any(found) and not all(found)


def test_grouping_by_first_letter_spreads_groups_and_keeps_what_it_cannot_group() -> None:
    pattern = re.compile(r"\bany\s?more\b|\b(?:stopped|gave\s+up)\s+being\b|\bn[ãa]o\b|\b\w+ing\s+away\b|\bs\b", re.I)
    found = alternations.by_first_letter(pattern)
    for text, expected in [("No longer ANYMORE", True), ("i Gave  up being", True), ("NÃO", True), ("nao", True),
                           ("walking away", True), ("ſ", True), ("s's", True), ("anymores", False),
                           ("giving up", False), ("stopped bEING", True), ("stopped", False), ("ass", False)]:
        assert found(text) == expected == (pattern.search(text) is not None), text
    assert alternations.top_level(r"a(?:b|c)|[|\]]|\||d") == ["a(?:b|c)", r"[|\]]", r"\|", "d"]
    repeated = re.compile(r"\b(?:ab|cd)+x\b|\b(?:e|f){2}g", re.I)
    found = alternations.by_first_letter(repeated)
    for text in ("abcdx", "cdabx", "ABx", "efg", "ffg", "eg", "abx cd", "x"):
        assert found(text) == (repeated.search(text) is not None), text
