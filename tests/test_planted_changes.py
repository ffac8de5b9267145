"""Planted statements across the five providers, with the providers' own memories (tests/planted_changes).

``benchmarks/bench_planted.py`` prints every figure against the issue's thresholds; this test asserts what holds:
one active memory per found fact, a provider's memory and the same fact said in conversations as one memory, every
old value of a change no longer current, and the same store whatever order the exports are read in.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from tests.extraction_eval.dataset import EvalSet
from tests.extraction_eval.runs import bundle_sightings, provider_of
from tests.extraction_eval.scoring import Score, Sighting, matches, score
from tests.planted_changes import NATIVE, REVERSED, native_results, planted, write_inputs


def _convert(evalset: EvalSet, persona: str, root: Path, names: dict[str, str] | None = None) -> Path:
    write_inputs(evalset, persona, root / "exports", names)
    assert main(["convert", str(root / "exports"), "-o", str(root / "bundle"), "-q", "--force"]) == 0
    return root / "bundle"


@pytest.fixture(scope="module")
def evalset() -> EvalSet:
    return planted()


@pytest.fixture(scope="module")
def bundles(evalset: EvalSet, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("planted")
    return {persona: _convert(evalset, persona, root / persona) for persona in sorted(evalset.personas)}


@pytest.fixture(scope="module")
def result(evalset: EvalSet, bundles: dict[str, Path]) -> Score:
    sightings = [s for bundle in bundles.values() for s in bundle_sightings(evalset, bundle)[0]]
    return score(evalset, sightings, with_status=True)


def test_the_set_is_what_the_check_needs(evalset: EvalSet) -> None:
    facts = evalset.facts()
    changes = [(m, f) for m in evalset.messages for f in m.facts if f.supersedes]
    assert len(evalset.decoys) >= 20 and len(changes) >= 8
    for persona in evalset.personas:
        providers = {provider_of(evalset, persona, c) for c in evalset.conversations(persona)}
        assert len(providers) == 5  # every persona uses the five providers
    for message, fact in changes:  # every change replaces something said before it
        earlier = [m for m, _ in facts[(fact.persona, fact.supersedes or "")]]
        assert earlier and min(m.conversation for m in earlier) < message.conversation
    repeated = [stated for stated in facts.values() if len({m.conversation for m, _ in stated}) > 1]
    languages = [s for s in repeated if len({m.language_group for m, _ in s}) > 1]
    assert len(repeated) >= 10 and len(languages) >= 8


def test_no_fact_has_two_current_memories(result: Score) -> None:
    assert result.duplicates.total >= 20
    assert result.duplicates.hit == 0, result.duplicates


def test_every_old_value_of_a_change_is_no_longer_current(evalset: EvalSet, bundles: dict[str, Path]) -> None:
    for persona, bundle in bundles.items():
        sightings, _ = bundle_sightings(evalset, bundle)
        by_source: dict[str, list[Sighting]] = {}
        for s in sightings:
            by_source.setdefault(s.source or "", []).append(s)
        facts = evalset.facts()
        for message in evalset.messages:
            for fact in message.facts:
                if fact.persona != persona or fact.supersedes is None:
                    continue
                old = facts[(persona, fact.supersedes)]
                found = [s for m, f in old for s in by_source.get(m.id, ()) if matches(s, f)]
                assert found, f"{fact.supersedes} was not extracted"
                assert all(s.status in {"superseded", "retracted"} for s in found), (fact.slot, found)


def test_a_providers_memory_and_the_conversations_are_one_memory(bundles: dict[str, Path]) -> None:
    results = [r for persona, bundle in bundles.items() for r in native_results(persona, bundle)]
    assert len(results) == sum(len(n.facts) for natives in NATIVE.values() for n in natives)
    assert all(r.one_memory for r in results), [r for r in results if not r.one_memory]
    # every one of them was also said in a conversation, so the memory has both kinds of evidence
    assert all(r.conversation for r in results), [r for r in results if not r.conversation]


def test_a_providers_memory_of_a_changed_fact_is_superseded_with_it(bundles: dict[str, Path]) -> None:
    store = json.loads((bundles["joana"] / "memory-store.json").read_text(encoding="utf-8"))
    by_slot = {m["metadata"].get("slot"): m for m in store["memories"]}
    lisbon, porto = by_slot["fact/home_city/lisbon"], by_slot["fact/home_city/porto"]
    assert lisbon["provenance"]["platform"] == "claude"  # Claude's memory represents the fact
    platforms = sorted({e["platform"] for e in lisbon["metadata"]["evidence"]})
    assert platforms == ["claude", "gemini"]
    assert lisbon["status"] == "superseded" and lisbon["temporal"]["superseded_by"] == porto["id"]
    relation = {(r["type"], r["from"], r["to"]) for r in store["relations"]}
    assert ("supersedes", porto["id"], lisbon["id"]) in relation


def test_the_order_the_exports_are_read_in_changes_nothing(
    evalset: EvalSet, bundles: dict[str, Path], tmp_path: Path
) -> None:
    for persona, bundle in bundles.items():
        again = _convert(evalset, persona, tmp_path / persona, REVERSED)
        first, second = (json.loads((b / "memory-store.json").read_text(encoding="utf-8")) for b in (bundle, again))
        assert first["memories"] == second["memories"]
        assert first["relations"] == second["relations"]


def test_a_statement_that_something_stopped_ends_it(bundles: dict[str, Path]) -> None:
    store = json.loads((bundles["chris"] / "memory-store.json").read_text(encoding="utf-8"))

    def one(slot: str) -> dict[str, Any]:
        [memory] = [m for m in store["memories"] if m["metadata"].get("slot") == slot]
        return memory

    # said in ChatGPT's custom instructions and conversations and in Copilot, taken back in Grok ("I'm not vegan
    # anymore, just vegetarian now"): the diet said in its place replaces it from that day
    vegan, vegetarian = one("preference/diet/vegan"), one("preference/diet/vegetarian")
    assert vegan["status"] == "superseded" and vegan["temporal"]["superseded_by"] == vegetarian["id"]
    assert vegetarian["status"] == "active"
    assert vegan["temporal"]["valid_until"].startswith("2025-10-11")
    # "Me and Camila broke up, so I'm single again": the partner is ended by the status said with it
    camila, single = one("relationship/partner/camila"), one("relationship/status/single")
    assert camila["status"] == "superseded" and camila["temporal"]["superseded_by"] == single["id"]
    assert single["status"] == "active" and camila["temporal"]["valid_until"].startswith("2025-05-30")
