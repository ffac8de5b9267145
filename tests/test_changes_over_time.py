"""Changes over time: another attribute that ends a fact, retractions, order of messages, ties."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from pamport.importers.base import MemoryDraft
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.pipeline.slotkeys import ended_by, retraction_covers, single_valued
from pamport.schemas.memory_store import Memory


def said(
    content: str,
    at: str,
    conv: str,
    *,
    kind: str = "fact",
    slot: str | None = None,
    value: str | None = None,
    retracts: bool = False,
    platform: str = "chatgpt",
) -> Memory:
    metadata: dict[str, Any] = {"evidence": content}
    if slot:
        metadata.update(slot=slot, value=value)
    if retracts:
        metadata["retracts"] = True
    return draft_to_memory(
        MemoryDraft(
            type=kind,  # type: ignore[arg-type]
            content=content,
            platform=platform,
            created_at=at,
            extraction_method="explicit_user_input",
            extractor="pamport-rules/0.1.0",
            conversation_ref=conv,
            message_ref=f"{conv}-{at}",
            confidence=0.85,
            language="en",
            metadata=metadata,
        )
    )


def status(result: Any, content: str) -> str:
    return str(next(m for m in result.memories if m.content == content).status)


def every_order(memories: list[Memory]) -> list[Any]:
    return [consolidate(list(order)) for order in itertools.permutations(memories)]


def test_single_ends_a_partner_and_a_spouse() -> None:
    kai = said("User's boyfriend is named Kai", "2025-01-29T09:00:00Z", "c1", kind="relationship",
               slot="relationship.partner", value="Kai")  # fmt: skip
    single = said("User is single", "2025-04-16T09:00:00Z", "c2", kind="relationship",
                  slot="relationship.status", value="single")  # fmt: skip
    for result in every_order([kai, single]):
        assert status(result, "User's boyfriend is named Kai") == "superseded"
        assert status(result, "User is single") == "active"
        [rel] = result.relations
        assert (rel.type, rel.from_, rel.to) == ("supersedes", single.id, kai.id)
    assert ended_by("relationship/status/single") >= {"relationship/partner", "relationship/spouse"}


def test_a_partner_named_after_single_is_current() -> None:
    single = said("User is single", "2025-01-01T09:00:00Z", "c1", kind="relationship",
                  slot="relationship.status", value="single")  # fmt: skip
    new = said("User's girlfriend is named Rita", "2025-05-01T09:00:00Z", "c2", kind="relationship",
               slot="relationship.partner", value="Rita")  # fmt: skip
    result = consolidate([single, new])
    assert status(result, "User's girlfriend is named Rita") == "active"


def test_girlfriend_then_wife_is_one_current_relationship() -> None:
    girlfriend = said("User's girlfriend is named Ana", "2023-01-01T09:00:00Z", "c1", kind="relationship",
                      slot="relationship.partner", value="Ana")  # fmt: skip
    wife = said("A esposa do usuário se chama Ana", "2025-01-01T09:00:00Z", "c2", kind="relationship",
                slot="relationship.spouse", value="Ana")  # fmt: skip
    result = consolidate([wife, girlfriend])
    assert status(result, "User's girlfriend is named Ana") == "superseded"
    assert status(result, "A esposa do usuário se chama Ana") == "active"


def test_marital_states_replace_each_other_but_parenthood_adds_up() -> None:
    mother = said("User is a mother", "2025-01-01T09:00:00Z", "c2", kind="relationship",
                  slot="relationship.status", value="mother")  # fmt: skip
    engaged = said("User is engaged", "2023-01-01T09:00:00Z", "c0", kind="relationship",
                   slot="relationship.status", value="noiva")  # fmt: skip
    married = said("User is married", "2024-01-01T09:00:00Z", "c1", kind="relationship",
                   slot="relationship.status", value="casada")  # fmt: skip
    result = consolidate([mother, married, engaged])
    assert status(result, "User is a mother") == status(result, "User is married") == "active"
    assert status(result, "User is engaged") == "superseded"
    assert single_valued("relationship/status/married") and not single_valued("relationship/status/mother")


def test_retirement_ends_the_employer() -> None:
    job = said("User works at Acme", "2020-01-01T09:00:00Z", "c1", slot="fact.employer", value="Acme")
    retired = said("O usuário é aposentado", "2025-01-01T09:00:00Z", "c2", slot="fact.job_title", value="aposentado")
    result = consolidate([retired, job])
    assert status(result, "User works at Acme") == "superseded"


@pytest.mark.parametrize(
    ("retraction", "held", "covers"),
    [
        ("preference/diet/vegetarian", "preference/diet/vegetarian", True),
        ("fact/employer/sao joao", "fact/employer/hospital de sao joao", True),
        ("environment/device/samsung", "environment/device/samsung galaxy", True),
        ("environment/device/windows laptop", "environment/os/windows 11", True),
        ("fact/home_city/leeds", "fact/home_city/york", False),
        ("fact/employer/google", "fact/home_city/google", False),
        ("preference/likes/coffee", "preference/likes/iced coffee", True),
        ("preference/likes/coffee", "preference/likes/tea", False),
        ("fact/employer/job", "fact/employer/acme", False),
    ],
)
def test_what_a_retraction_covers(retraction: str, held: str, covers: bool) -> None:
    assert retraction_covers(retraction, held) is covers


def test_a_retraction_takes_back_what_was_said_before_it() -> None:
    veg = said("User is vegetarian", "2025-01-19T09:00:00Z", "c1", kind="preference",
               slot="preference.diet", value="vegetarian")  # fmt: skip
    not_veg = said("User is vegetarian", "2025-06-08T09:00:00Z", "c2", kind="preference",
                   slot="preference.diet", value="vegetarian", retracts=True, platform="grok")  # fmt: skip
    for result in every_order([veg, not_veg]):
        [m] = result.memories
        assert m.status == "retracted" and m.temporal.valid_until == "2025-06-08T09:00:00Z"
        assert m.metadata is not None and m.metadata.model_extra is not None
        assert m.metadata.model_extra["retracted_by"]["platform"] == "grok"
        assert result.retractions == 1 and result.counts["retracted"] == 1
        assert result.relations == []


def test_a_value_said_again_after_its_retraction_stays() -> None:
    old = said("User lives in Leeds", "2024-01-01T09:00:00Z", "c1", slot="fact.home_city", value="Leeds")
    gone = said("User lives in Leeds", "2024-06-01T09:00:00Z", "c2", slot="fact.home_city", value="Leeds",
                retracts=True)  # fmt: skip
    back = said("User lives in Leeds", "2025-01-01T09:00:00Z", "c3", slot="fact.home_city", value="Leeds")
    [m] = consolidate([old, gone, back]).memories
    assert m.status == "active"


def test_a_retraction_that_covers_nothing_is_counted_not_kept() -> None:
    gone = said("User works at Tesco", "2024-06-01T09:00:00Z", "c2", slot="fact.employer", value="Tesco",
                retracts=True)  # fmt: skip
    keep = said("User works at Acme", "2024-01-01T09:00:00Z", "c1", slot="fact.employer", value="Acme")
    result = consolidate([gone, keep])
    assert [m.content for m in result.memories] == ["User works at Acme"]
    assert result.memories[0].status == "active"
    assert result.counts["retractions_covering_nothing"] == 1


def test_a_new_value_and_a_retraction_of_the_old_one_supersede() -> None:
    """ "Já não trabalho no banco, mudei para a Kitchenbox": the new value supersedes, the retraction adds nothing."""
    bank = said("O usuário trabalha no Banco Azul", "2024-01-01T09:00:00Z", "c1", slot="fact.employer",
                value="Banco Azul")  # fmt: skip
    gone = said("O usuário trabalha no Banco Azul", "2025-01-01T09:00:00Z", "c2", slot="fact.employer",
                value="banco azul", retracts=True)  # fmt: skip
    new = said("O usuário trabalha na Kitchenbox", "2025-01-01T09:00:00Z", "c2", slot="fact.employer",
               value="Kitchenbox")  # fmt: skip
    for result in every_order([bank, gone, new]):
        assert status(result, "O usuário trabalha no Banco Azul") == "superseded"
        assert status(result, "O usuário trabalha na Kitchenbox") == "active"
