"""A sentence's reading is kept by the rule set and reused in other messages: drafts and counters must be those of
readings made anew, dates included."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pamport.pipeline.extract.rules import RuleExtractor, engine
from pamport.pipeline.extract.rules.engine import RuleSet
from pamport.pipeline.extract.rules.extractor import RULESETS
from pamport.schemas.conversation import Conversation
from tests.test_rules_readings import _conversation, _dump

TRIP = "I'm traveling in Japan until April."


def _forget() -> None:
    for ruleset in RULESETS.values():
        ruleset._kept.clear()


def _each_read(monkeypatch: Any, conversations: list[Conversation]) -> list[str]:
    """The drafts and counters with every sentence read anew (the extractor still keeps whole texts' readings)."""
    with monkeypatch.context() as patch:
        patch.setattr(RuleSet, "_read_kept", lambda self, *args: tuple(self._read_sentence(*args)))
        return _dump(RuleExtractor(), conversations)


def _kept(conversations: list[Conversation]) -> list[str]:
    _forget()
    return _dump(RuleExtractor(), conversations)


def test_a_dated_sentence_in_other_messages_is_read_again_at_another_date(monkeypatch: Any) -> None:
    # The same dated sentence in two different messages, the second one sent twice at two dates: the second
    # message's reading at the first date comes from the kept sentence and must still count as one that read the
    # date, or the extractor would reuse it at the second date.
    first = _conversation("c1", [(f"Hello there. {TRIP}", "2025-03-11T08:00:00Z")])
    second = _conversation("c2", [(f"Quick one. {TRIP}", "2025-03-11T08:00:00Z")])
    later = _conversation("c3", [(f"Quick one. {TRIP}", "2025-05-11T08:00:00Z")])
    _forget()
    extractor = RuleExtractor()
    until = [
        [d.valid_until for d in extractor.extract(c) if d.content == "User is traveling in Japan"]
        for c in (first, second, later)
    ]
    assert until == [["2025-04-01T00:00:00Z"], ["2025-04-01T00:00:00Z"], ["2026-04-01T00:00:00Z"]]
    assert any(key[0] == TRIP for ruleset in RULESETS.values() for key in ruleset._kept)
    assert _kept([first, second, later]) == _each_read(monkeypatch, [first, second, later])


def test_sentences_repeated_across_messages_give_what_new_readings_give(monkeypatch: Any) -> None:
    folder = Path(__file__).parent / "extraction"
    texts = [json.loads(line)["text"] for path in sorted(folder.glob("*.jsonl")) for line in path.open()][:80]
    openers = ["Hi.", "So, quick question.", "ok", "Olá! Tudo bem?", "One more thing:", TRIP]
    conversations = [
        _conversation(f"c{n}", [(f"{openers[(n + k) % len(openers)]} {texts[(n * 5 + k * 3) % len(texts)]}",
                                 f"2025-0{1 + k % 9}-1{n % 10}T08:00:00Z") for k in range(4)])
        for n in range(40)
    ]  # fmt: skip
    kept = _kept(conversations)
    assert sum(len(ruleset._kept) for ruleset in RULESETS.values()) > 10
    assert kept == _each_read(monkeypatch, conversations)
    assert len(kept) > 40  # drafts, not only the counters


def test_long_sentences_are_not_kept_and_the_oldest_go_first(monkeypatch: Any) -> None:
    monkeypatch.setattr(engine, "KEPT_CHARS", 30)
    monkeypatch.setattr(engine, "KEPT_SENTENCES", 2)
    ruleset = RULESETS["en"]
    _forget()
    long = "I live in Porto and I work at a bakery downtown."
    ruleset._read_kept(long, "2025-01-01T00:00:00Z", False, True)
    assert not ruleset._kept
    for sentence in ("I live in Porto.", "I love tea.", "I use Linux."):
        ruleset._read_kept(sentence, "2025-01-01T00:00:00Z", False, True)
    assert [key[0] for key in ruleset._kept] == ["I love tea.", "I use Linux."]
    assert ruleset._read_kept("I love tea.", "2025-02-01T00:00:00Z", False, True) == tuple(
        ruleset._read_sentence("I love tea.", "2025-02-01T00:00:00Z", False, True)
    )
    _forget()
