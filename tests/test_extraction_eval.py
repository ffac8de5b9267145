"""The extraction evaluation set (tests/extraction_eval) and its scorer.

These tests check that the set is what docs/evaluation.md promises and that the scorer can tell good from bad
extraction. They assert nothing about how well the current extractor does: `benchmarks/bench_extraction.py` prints
that.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from pamport.cli import main
from tests.extraction_eval.dataset import DATA, DECOY_KINDS, STATEMENT_KINDS, EvalSet, Fact, load, problems
from tests.extraction_eval.runs import (
    PROVIDERS,
    bundle_sightings,
    provider_of,
    run_interface,
    traced_messages,
    write_exports,
)
from tests.extraction_eval.scoring import Sighting, canonical_slot, matches, score


@pytest.fixture(scope="module")
def evalset() -> EvalSet:
    return load()


def _perfect(evalset: EvalSet) -> list[Sighting]:
    """What an ideal extractor and consolidation would give: one active memory per fact, changes applied."""
    replaced = {(f.persona, f.supersedes) for m in evalset.messages for f in m.facts if f.supersedes}
    sightings: list[Sighting] = []
    for key, stated in evalset.facts().items():
        for message, fact in stated:
            status = "superseded" if key in replaced else "active"
            content = f"User: {fact.alternatives[0]}"
            sightings.append(Sighting(f"m-{key}", fact.type, content, fact.slot, message.id, status))
    return sightings


# --------------------------------------------------------------------------------------------- the data


def test_the_set_keeps_every_promise_of_the_documentation(evalset: EvalSet) -> None:
    assert problems(evalset) == []


def test_counts_languages_and_personas(evalset: EvalSet) -> None:
    assert len(evalset.labelled) >= 400
    assert len(evalset.decoys) >= 150
    portuguese = [m for m in evalset.messages if m.lang.startswith("pt")]
    assert 3 * len(portuguese) >= len(evalset.messages)
    assert {m.lang for m in portuguese} >= {"pt-PT", "pt-BR", "pt-PT+en", "pt-BR+en"}
    assert len(evalset.personas) >= 8
    assert {p.gender for p in evalset.personas.values() if p.language.startswith("pt")} == {"f", "m"}


def test_every_kind_of_sentence_and_decoy_is_present(evalset: EvalSet) -> None:
    kinds = Counter(k for m in evalset.labelled for k in m.kinds)
    decoys = Counter(m.decoy for m in evalset.decoys)
    assert set(STATEMENT_KINDS) <= set(kinds)
    assert set(DECOY_KINDS) <= set(decoys)
    assert {m.lang for m in evalset.decoys if m.decoy == "foreign_language"} >= {"fr", "de", "th"}
    changes = [f for m in evalset.messages for f in m.facts if f.supersedes]
    assert len(changes) >= 20


def test_no_sentence_twice(evalset: EvalSet) -> None:
    texts = Counter(" ".join(m.text.casefold().split()) for m in evalset.messages)
    assert [t for t, n in texts.items() if n > 1] == []


def test_split_is_by_persona_and_both_halves_are_usable(evalset: EvalSet) -> None:
    dev, test = evalset.only("dev"), evalset.only("test")
    assert set(dev.personas).isdisjoint(test.personas)
    assert len(dev.messages) + len(test.messages) == len(evalset.messages)
    for half in (dev, test):
        assert len(half.labelled) >= 150 and len(half.decoys) >= 60
        assert {m.language_group for m in half.labelled} >= {"en", "pt", "mixed"}
        assert {m.split for m in half.messages} == {next(iter(half.personas.values())).split}
    written = json.loads((DATA / "personas.json").read_text(encoding="utf-8"))  # the split is data, not computed
    assert {key for key, persona in written.items() if persona["split"] == "test"} == set(test.personas)


def test_each_persona_uses_all_five_providers(evalset: EvalSet) -> None:
    for persona in evalset.personas:
        used = {provider_of(evalset, persona, c) for c in evalset.conversations(persona)}
        assert used == set(PROVIDERS), persona


def test_problems_are_reported(evalset: EvalSet) -> None:
    """The integrity check itself can fail: a repeated sentence and a change with nothing before it are caught."""
    first = evalset.labelled[0]
    orphan = Fact(first.persona, "fact/home_city/oslo", ("oslo",), supersedes="fact/home_city/narnia")
    broken = EvalSet(
        evalset.personas,
        [*evalset.messages, replace(first, id="copy"), replace(first, id="x", text="new", facts=(orphan,))],
    )
    found = problems(broken)
    assert any("same text" in p for p in found)
    assert any("never stated before" in p for p in found)
    assert any("'change'" in p for p in found)


# --------------------------------------------------------------------------------------------- the scorer


def test_a_perfect_result_scores_one(evalset: EvalSet) -> None:
    result = score(evalset, _perfect(evalset), with_status=True)
    assert result.recall.value == 1.0
    assert result.precision.value == 1.0
    assert result.type_accuracy.value == 1.0
    assert result.decoys_fired.hit == 0 and result.decoys_fired.total == len(evalset.decoys)
    assert result.duplicates.hit == 0
    assert result.supersession.value == 1.0
    assert all(
        r.value in (1.0, None)
        for metrics in result.by_language.values()
        for k, r in metrics.items()
        if k != "decoys_fired"
    )


def test_figures_by_kind_of_sentence(evalset: EvalSet) -> None:
    """Every statement kind and decoy kind has its row; a perfect result scores 1 on each, an empty one 0, and a
    memory from a decoy counts against that decoy's kind only."""
    statement_kinds = {k for m in evalset.labelled for k in m.kinds}
    decoy_kinds = {m.decoy for m in evalset.decoys}
    perfect = score(evalset, _perfect(evalset))
    assert {k for k, v in perfect.by_kind.items() if "recall" in v} == statement_kinds
    assert {k for k, v in perfect.by_kind.items() if "decoys_fired" in v} == decoy_kinds
    assert all(v["recall"].value == 1.0 and v["precision"].value == 1.0 for k, v in perfect.by_kind.items()
               if k in statement_kinds)  # fmt: skip
    assert all(v["decoys_fired"].hit == 0 for k, v in perfect.by_kind.items() if k in decoy_kinds)
    empty = score(evalset, [])
    assert all(v["recall"].value == 0.0 for k, v in empty.by_kind.items() if k in statement_kinds)
    in_brackets = [m for m in evalset.labelled if "brackets" in m.kinds]
    facts_in_brackets = {(m.persona, f.slot) for m in in_brackets for f in m.facts}
    assert empty.by_kind["brackets"]["recall"].total == len(facts_in_brackets)
    decoy = evalset.decoys[0]
    fired = score(evalset, [*_perfect(evalset), Sighting("bad", "fact", "User lives in Rome", None, decoy.id)])
    assert fired.by_kind[decoy.decoy]["decoys_fired"].hit == 1
    assert sum(v["decoys_fired"].hit for v in fired.by_kind.values() if "decoys_fired" in v) == 1


def test_an_empty_result_scores_zero(evalset: EvalSet) -> None:
    result = score(evalset, [], with_status=True)
    assert result.recall.value == 0.0 and result.recall.total == len(evalset.facts())
    assert result.precision.total == 0
    assert result.decoys_fired.hit == 0
    assert result.supersession.value == 0.0
    assert len(result.misses) == len(evalset.facts())


def test_a_memory_from_a_decoy_counts(evalset: EvalSet) -> None:
    decoy = evalset.decoys[0]
    sightings = [*_perfect(evalset), Sighting("bad", "fact", "User lives in Rome", None, decoy.id)]
    result = score(evalset, sightings)
    assert result.decoys_fired.hit == 1
    assert result.precision.value is not None and result.precision.value < 1.0
    assert result.fired and decoy.id in result.fired[0]


def test_the_right_memory_from_the_wrong_message_is_wrong(evalset: EvalSet) -> None:
    message, fact = next((m, f) for m in evalset.labelled for f in m.facts)
    other = next(m for m in evalset.labelled if m.persona == message.persona and fact not in m.facts)
    result = score(evalset, [Sighting("x", fact.type, f"User: {fact.alternatives[0]}", fact.slot, other.id)])
    assert result.precision.hit == 0


def test_untraced_memories_count_as_wrong(evalset: EvalSet) -> None:
    result = score(evalset, [Sighting("x", "fact", "User lives in Leeds", None, None)])
    assert result.precision.total == 1 and result.precision.hit == 0


def test_duplicates_and_a_missed_supersession(evalset: EvalSet) -> None:
    sightings = _perfect(evalset)
    change = next(f for m in evalset.messages for f in m.facts if f.supersedes)
    # a second active memory for one fact, and the replaced value of one change left active
    twin = next(s for s in sightings if s.slot == change.slot)
    sightings.append(replace(twin, memory_id="twin"))
    sightings = [
        replace(s, status="active")
        if s.slot == change.supersedes and s.source and s.source.startswith(change.persona)
        else s
        for s in sightings
    ]
    result = score(evalset, sightings, with_status=True)
    assert result.duplicates.hit >= 1
    assert result.supersession.hit == result.supersession.total - 1


def _fact(slot: str, *alternatives: str, without: tuple[str, ...] = ()) -> Fact:
    return Fact("p", slot, (slot.split("/", 2)[2], *alternatives), without)


def test_slot_and_content_matching() -> None:
    lisbon = _fact("fact/home_city/lisbon", "lisboa")
    assert matches(Sighting("1", "fact", "O usuário mora em LISBOA", None, "s"), lisbon)
    assert matches(Sighting("1", "fact", "User lives in Lisbon", "fact/home_city/Lisboa", "s"), lisbon)
    assert not matches(Sighting("1", "fact", "User lives in Lisbonville", None, "s"), lisbon)
    # a claim about another attribute is wrong, whatever words it shares with the fact
    figma = _fact("environment/uses/figma")
    assert not matches(Sighting("1", "fact", "User lives in Figma", "fact/home_city/Figma", "s"), figma)
    assert matches(Sighting("1", "environment", "User uses Figma", "environment/uses/Figma", "s"), figma)
    # an attribute outside the vocabulary falls back to the content
    assert matches(
        Sighting("1", "environment", "User's laptop is a Framework", "environment/gadget/x", "s"),
        _fact("environment/device/framework"),
    )
    # "without" phrases veto a content match (a tax residence read as a job)
    spain = _fact("fact/tax_residence/spain", "espanha", without=("profissão",))
    assert not matches(Sighting("1", "fact", "A profissão do usuário é residente fiscal em Espanha", None, "s"), spain)
    assert matches(Sighting("1", "fact", "O usuário é residente fiscal em Espanha", None, "s"), spain)


def test_canonical_slot_reads_the_usual_spellings() -> None:
    assert canonical_slot({"slot": "fact.home_city", "value": "Porto"}, "fact") == "fact/home_city/Porto"
    assert canonical_slot({"slot": "preference/likes/cold brew"}, "preference") == "preference/likes/cold brew"
    assert canonical_slot({"slot": "diet", "value": "vegan"}, "preference") == "preference/diet/vegan"
    assert canonical_slot({"slot": "fact.home_city"}, "fact") is None
    assert canonical_slot({}, "fact") is None


# --------------------------------------------------------------------------------------------- with the extractor


def test_the_scorer_runs_on_the_current_extractor(evalset: EvalSet) -> None:
    """No threshold: only that every draft is traced to its message and the figures are consistent."""
    sightings = run_interface(evalset)
    assert all(s.source in {m.id for m in evalset.messages} for s in sightings)
    result = score(evalset, sightings)
    for ratio in (result.recall, result.precision, result.type_accuracy, result.decoys_fired):
        assert 0 <= ratio.hit <= ratio.total
    assert result.recall.total == len(evalset.facts())
    assert result.precision.total == len(sightings)


def test_exports_of_the_five_formats_carry_every_message(evalset: EvalSet, tmp_path: Path) -> None:
    """One persona through all five providers' formats and `pamport convert`: every user message comes back, traced."""
    persona = "tom"
    folders = write_exports(evalset, persona, tmp_path / "exports")
    assert set(folders) == set(PROVIDERS)
    assert main(["convert", str(tmp_path / "exports"), "-o", str(tmp_path / "bundle"), "-q"]) == 0
    traced = traced_messages(evalset, tmp_path / "bundle")
    wanted = {m.id for m in evalset.messages if m.persona == persona}
    assert set(traced.values()) == wanted
    sightings, native = bundle_sightings(evalset, tmp_path / "bundle")
    assert native == 0  # the exports carry no provider memories: every memory is the extractor's
    assert all(s.source in wanted for s in sightings)
    result = score(evalset.only("dev"), sightings, with_status=True)
    assert result.precision.total == len(sightings)
