"""Cessation phrasings read as retractions of the fact they take back, and nothing else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.pipeline.extract.rules.extractor import _fact_key, read_retractions
from pamport.pipeline.extract.rules.retractions import cessations, may_retract

AT = "2025-05-01T10:00:00Z"


def retracted(text: str) -> set[str]:
    return {key for hit, _ in read_retractions(text, AT) if (key := _fact_key(hit)) is not None}


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # "not … anymore" / "no longer"
        ("I'm not vegetarian anymore, but I still avoid pork.", "preference/diet/vegetarian"),
        ("honestly im not vegan any more lol", "preference/diet/vegan"),
        ("I am no longer vegan since the doctor said so.", "preference/diet/vegan"),
        ("I no longer live in Bristol, so ignore that.", "fact/home_city/bristol"),
        ("We don't live in Cardiff anymore.", "fact/home_city/cardiff"),
        ("I don't work at Deloitte anymore and I'm job hunting.", "fact/employer/deloitte"),
        ("I no longer work for Siemens.", "fact/employer/siemens"),
        # "stopped being", "used to"
        ("I stopped being vegetarian two years ago.", "preference/diet/vegetarian"),
        ("I gave up being vegan last winter.", "preference/diet/vegan"),
        ("I used to live in Glasgow before uni.", "fact/home_city/glasgow"),
        ("I used to work at Accenture.", "fact/employer/accenture"),
        # leaving
        ("I quit my job at Ikea last month.", "fact/employer/ikea"),
        ("We moved away from Sheffield in 2022.", "fact/home_city/sheffield"),
        ("we moved from bath to exeter over the summer", "fact/home_city/bath"),
        # relationships
        ("I broke up with my girlfriend Nadia.", "relationship/partner/nadia"),
        ("me and tom split up in march", "relationship/partner/tom"),
        ("Priya and I broke up, it was mutual.", "relationship/partner/priya"),
        # Portuguese: "já não", "não … mais"
        ("Já não moro em Braga, voltei para casa dos meus pais.", "fact/home_city/braga"),
        ("Já não sou vegetariana, agora como peixe.", "preference/diet/vegetarian"),
        ("não moro mais em Campinas", "fact/home_city/campinas"),
        ("Não sou mais vegano desde o ano passado.", "preference/diet/vegan"),
        ("Eu já não trabalho na Sonae.", "fact/employer/sonae"),
        # "deixei de", "parei de", "costumava"
        ("Deixei de ser vegetariano quando fui morar sozinho.", "preference/diet/vegetarian"),
        ("Parei de trabalhar na Natura em janeiro.", "fact/employer/natura"),
        ("Deixei de morar em Niterói há dois anos.", "fact/home_city/niteroi"),
        ("Eu costumava morar em Coimbra.", "fact/home_city/coimbra"),
        # "saí de", "mudei-me de … para"
        ("Saí da Farfetch e estou de férias.", "fact/employer/farfetch"),
        ("Mudei-me de Aveiro para Leiria por causa do trabalho.", "fact/home_city/aveiro"),
        ("Mudamos de Santos pra São Paulo.", "fact/home_city/santos"),
        ("Já não estou na Jerónimo Martins, mudei de área.", "fact/employer/jeronimo martins"),
    ],
)
def test_a_cessation_retracts_the_fact_it_names(text: str, key: str) -> None:
    assert key in retracted(text)


@pytest.mark.parametrize(
    "text",
    [
        # questions and hypotheses say nothing about what changed
        "Should I quit my job at Ikea?",
        "If I no longer lived in Bristol, would my insurance change?",
        "what if I stopped being vegetarian for a month",
        "Devo sair da Sonae?",
        "Se eu deixasse de ser vegetariana, o que comia?",
        "Estou a pensar em deixar de morar em Braga.",
        # plain negation with no change over time is a dislike or nothing, not a retraction
        "I don't like olives.",
        "I'm not sure about this plan.",
        "Não gosto de coentros.",
        # other people
        "My sister doesn't live in Leeds anymore.",
        "O meu irmão já não mora em Braga.",
    ],
)
def test_no_retraction_without_a_change_of_the_user(text: str) -> None:
    assert retracted(text) == set()


def test_only_the_user_clause_is_the_evidence() -> None:
    [(hit, language)] = [h for h in read_retractions("Já não sou vegetariana, agora como peixe.", AT)]
    assert hit.evidence == "Já não sou vegetariana" and language == "pt"
    assert hit.rule.startswith("retraction:")


def test_messages_without_a_cessation_word_are_not_read() -> None:
    assert not may_retract("I live in Porto and I love hiking.")
    assert cessations(["I live in Porto and I love hiking."]) == []


_PIECES = st.sampled_from(
    [
        "I", "we", "I'm", "im", "not", "no longer", "anymore", "any more", "don't", "used to", "quit", "left",
        "moved from", "broke up with", "já não", "não", "mais", "deixei de", "saí da", "mudei-me de", "para",
        "sou", "moro em", "trabalho na", "live in", "work at", "vegan", "vegetariana", "Leeds", "Braga", "Acme",
        "?", ",", ".", "if", "se", "my girlfriend", "Kai", "last year", "há um mês", "\n", "(", ")",
    ]
)  # fmt: skip


@given(st.lists(_PIECES, max_size=14).map(" ".join))
def test_any_text_gives_retractions_quoted_from_it(text: str) -> None:
    for hit, language in read_retractions(text, AT):
        assert language in {"en", "pt"}
        assert hit.evidence and hit.evidence.lower() in text.lower()
        assert _fact_key(hit) is not None
