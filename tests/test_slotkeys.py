"""Canonical slots: one key for every wording of one fact, and consolidation by that key."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.importers.base import MemoryDraft
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.pipeline.slotkeys import canonical_object, key_for, single_valued
from pamport.schemas.memory_store import Memory


@pytest.mark.parametrize(
    ("kind", "content", "key"),
    [
        ("preference", "User likes cold brew", "preference/likes/cold brew"),
        ("preference", "User enjoys cold brew a lot", "preference/likes/cold brew"),
        ("preference", "User is a big fan of cold brew", "preference/likes/cold brew"),
        ("preference", "User adores cold brew", "preference/likes/cold brew"),
        ("preference", "User is really into cold brew lately", "preference/likes/cold brew"),
        ("preference", "O usuário adora café", "preference/likes/coffee"),
        ("preference", "User can't stand olives", "preference/dislikes/olives"),
        ("preference", "User is vegetarian", "preference/diet/vegetarian"),
        ("preference", "A usuária é vegetariana", "preference/diet/vegetarian"),
        ("fact", "User lives in Lisbon", "fact/home_city/lisbon"),
        ("fact", "O usuário mora em Lisboa", "fact/home_city/lisbon"),
        ("fact", "O utilizador vive no Porto", "fact/home_city/porto"),
        ("fact", "User is allergic to shellfish", "fact/allergy/shellfish"),
        ("relationship", "User's brother is named Tiago", "relationship/sibling/tiago"),
        ("identity", "User is 34 years old", "identity/age/34"),
        ("skill", "User speaks German", "skill/speaks/german"),
        ("environment", "User uses windows 11 at home", "environment/os/windows 11"),
        ("fact", "User lives in Leeds btw", "fact/home_city/leeds"),
        ("environment", "User has a Samsung Galaxy phone", "environment/device/samsung galaxy phone"),
        ("environment", "O utilizador tem um iPad", "environment/device/ipad"),
        ("environment", "O usuário usa o vscode com vim mode", "environment/editor/vscode com vim mode"),
        ("goal", "O usuário quer aprender Rust esse ano", "goal/learn/rust"),
        ("goal", "O usuário quer aprender a nadar", "goal/learn/swimming"),
        ("goal", "User wants to learn to swim this year", "goal/learn/swim"),
        ("instruction", "User asks the assistant to use metric units", "instruction/units/use metric units"),
        (
            "instruction",
            "O usuário pede que o assistente responda sempre em português",
            "instruction/response_language/portuguese",
        ),
        ("context", "User is moving house this month", "context/statement/is moving house this month"),
    ],
)
def test_every_wording_of_a_fact_has_one_key(kind: str, content: str, key: str) -> None:
    assert key_for(kind, content, {}) == key


def test_a_known_slot_wins_over_the_wording() -> None:
    assert key_for("fact", "User lives in Lisbon", {"slot": "fact.home_city", "value": "Lisboa"}) == (
        "fact/home_city/lisbon"
    )
    assert key_for("fact", "whatever", {"slot": "fact/employer/Acme Inc."}) == "fact/employer/acme inc"


def test_single_valued_attributes() -> None:
    assert single_valued("fact/home_city/porto") and single_valued("preference/diet/vegan")
    assert single_valued("preference/favorite_color/green")
    assert not single_valued("preference/likes/cold brew") and not single_valued("fact/allergy/kiwi")


@given(st.text(max_size=60))
def test_canonical_objects_are_stable(text: str) -> None:
    once = canonical_object(text)
    assert canonical_object(once) == once
    assert once == once.strip().lower()


def _memory(kind: str, content: str, at: str, conv: str, platform: str = "chatgpt", **meta: Any) -> Memory:
    draft = MemoryDraft(
        type=kind,  # type: ignore[arg-type]
        content=content,
        platform=platform,
        created_at=at,
        extraction_method="explicit_user_input",
        extractor="pamport-rules/0.1.0",
        conversation_ref=conv,
        message_ref=f"{conv}-m",
        confidence=0.8,
        language="pt" if content.startswith("O ") else "en",
        metadata=dict(meta),
    )
    return draft_to_memory(draft)


def test_memories_carry_their_canonical_slot() -> None:
    memory = _memory("fact", "User lives in Porto", "2024-01-01T10:00:00Z", "c1", slot="fact.home_city", value="Porto")
    assert memory.metadata is not None and memory.metadata.model_extra is not None
    assert memory.metadata.model_extra["slot"] == "fact/home_city/porto"
    assert memory.metadata.model_extra["value"] == "Porto"


def test_paraphrases_across_providers_become_one_memory_with_all_evidence() -> None:
    wordings = [
        ("User likes cold brew", "chatgpt"),
        ("User enjoys cold brew a lot", "claude"),
        ("User is a big fan of cold brew", "gemini"),
        ("User adores cold brew", "copilot"),
        ("User is really into cold brew lately", "grok"),
    ]
    memories = [
        _memory("preference", text, f"2024-0{i + 1}-01T10:00:00Z", f"c{i}", platform)
        for i, (text, platform) in enumerate(wordings)
    ]
    result = consolidate(memories)
    assert len(result.memories) == 1
    [merged] = result.memories
    assert merged.content == "User likes cold brew"
    assert merged.metadata is not None and merged.metadata.model_extra is not None
    assert len(merged.metadata.model_extra["evidence"]) == 5
    assert merged.confidence is not None and merged.confidence.current > 0.99 - 1e-9


def test_the_same_fact_in_two_languages_is_one_memory() -> None:
    home = "fact.home_city"
    en = _memory("fact", "User lives in Lisbon", "2024-01-01T10:00:00Z", "c1", slot=home, value="Lisbon")
    pt = _memory("fact", "O usuário mora em Lisboa", "2024-02-01T10:00:00Z", "c2", slot=home, value="Lisboa")
    diet_en = _memory("preference", "User is vegetarian", "2024-01-01T10:00:00Z", "c1")
    diet_pt = _memory("preference", "A usuária é vegetariana", "2024-03-01T10:00:00Z", "c3")
    result = consolidate([en, pt, diet_en, diet_pt])
    assert sorted(m.content for m in result.memories) == ["User is vegetarian", "User lives in Lisbon"]
    assert all(m.status == "active" for m in result.memories)


def test_a_change_of_diet_is_superseded_by_slot() -> None:
    old = _memory("preference", "User is vegetarian", "2023-01-01T10:00:00Z", "c1")
    new = _memory("preference", "User is pescatarian", "2024-01-01T10:00:00Z", "c2")
    result = consolidate([old, new])
    by_content = {m.content: m for m in result.memories}
    assert by_content["User is vegetarian"].status == "superseded"
    assert by_content["User is vegetarian"].temporal.superseded_by == by_content["User is pescatarian"].id
    assert by_content["User is pescatarian"].status == "active"


def test_likes_are_a_set_not_a_slot() -> None:
    tea = _memory("preference", "User likes tea", "2023-01-01T10:00:00Z", "c1")
    jazz = _memory("preference", "User loves jazz", "2024-01-01T10:00:00Z", "c2")
    assert all(m.status == "active" for m in consolidate([tea, jazz]).memories)


@pytest.mark.parametrize(
    ("kind", "content", "key"),
    [
        # a provider's memory without its subject, filed under another type
        ("identity", "Lives in Lisbon", "fact/home_city/lisbon"),
        ("fact", "Is vegetarian", "preference/diet/vegetarian"),
        ("preference", "Loves climbing", "preference/likes/climbing"),
        ("identity", "Mora em Lisboa", "fact/home_city/lisbon"),
        ("fact", "Works as a UX designer at Talkdesk", "fact/job_title/ux designer"),
        ("identity", "Works as a software engineer", "fact/job_title/software engineer"),
        ("fact", "Plays the guitar", "skill/plays/guitar"),
        ("relationship", "Has a dog called Biscuit who steals socks", "relationship/pet/biscuit"),
        ("relationship", "O usuário tem uma gata chamada Pipoca, que dorme o dia todo", "relationship/pet/pipoca"),
        ("relationship", "O gato do utilizador se chama Tareco", "relationship/pet/tareco"),
        ("relationship", "A irmã da usuária se chama Marta", "relationship/sibling/marta"),
        ("fact", "A usuária tem alergia à penicilina", "fact/allergy/penicillin"),
        ("relationship", "A noiva do usuário se chama Ana", "relationship/partner/ana"),
        ("relationship", "User's fiancee is named Ana", "relationship/partner/ana"),
        ("fact", "User lives in Oporto", "fact/home_city/porto"),
        # how well, where and why are not the thing itself
        ("skill", "User speaks German fairly well", "skill/speaks/german"),
        ("skill", "O usuário fala alemão razoavelmente", "skill/speaks/german"),
        ("skill", "User plays guitar every night", "skill/plays/guitar"),
        ("environment", "User uses Arch Linux on their laptop", "environment/os/arch linux"),
        ("environment", "O usuário usa Arch no seu notebook", "environment/os/arch linux"),
        ("goal", "O usuário está aprendendo português pra falar com a família", "goal/learn/portuguese"),
        ("preference", "O usuário adora escalada", "preference/likes/climbing"),
        # generic wordings keep the memory's own type
        ("fact", "User has asthma", "fact/statement/has asthma"),
        ("preference", "User uses Figma a lot", "preference/statement/uses figma"),
    ],
)
def test_provider_wordings(kind: str, content: str, key: str) -> None:
    assert key_for(kind, content, {}) == key
