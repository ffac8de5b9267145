"""Portuguese memories follow the user's variety (European or Brazilian) and grammatical gender."""

from __future__ import annotations

from typing import Any

import pytest

from pamport.pipeline.extract.rules import RuleExtractor
from pamport.pipeline.extract.rules.pt_wording import reading, render, user_gender, variety
from pamport.pipeline.memories import draft_to_memory
from pamport.schemas.conversation import Conversation


@pytest.mark.parametrize(
    ("text", "gender"),
    [
        ("sou professora de matemática", "f"),
        ("Sou enfermeiro no hospital", "m"),
        ("estou cansada, obrigada", "f"),
        ("sou casado", "m"),
        ("moro em Lisboa", None),
        ("sou professora e estou cansado", None),  # signs disagree: no guess
        ("moro sozinha num apê em Floripa", "f"),
        ("vivo sozinho em Braga", "m"),
        ("moro perto da praia", None),
    ],
)
def test_user_gender(text: str, gender: str | None) -> None:
    assert user_gender(text) == gender


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("o meu marido trabalha num banco", "pt-PT"),
        ("estou a aprender alemão", "pt-PT"),
        ("Chamo-me Inês", "pt-PT"),
        ("tô procurando apartamento, você sabe?", "pt-BR"),
        ("meu celular quebrou", "pt-BR"),
        ("moro em Lisboa", None),
    ],
)
def test_variety(text: str, kind: str | None) -> None:
    assert variety(text) == kind


@pytest.mark.parametrize(
    ("content", "gender", "kind", "expected"),
    [
        ("A profissão do usuário é professora", "f", "pt-PT", "A utilizadora é professora"),
        ("A profissão do usuário é professora", "f", "pt-BR", "A usuária é professora"),
        ("A profissão do usuário é professor", "m", "pt-PT", "O utilizador é professor"),
        ("A profissão do usuário é enfermeira", None, None, "A profissão do usuário é enfermeira"),
        ("O usuário é casado", "f", None, "A usuária é casada"),
        ("O nome do usuário é Inês", "f", "pt-PT", "O nome da utilizadora é Inês"),
        ("O usuário mora em Lisboa", None, "pt-PT", "O utilizador mora em Lisboa"),
        ("O usuário mora em Lisboa", None, "pt-BR", "O usuário mora em Lisboa"),
        # no sign in the message, but the user's own word in the memory can only be feminine
        ("O usuário está grávida de 5 meses", None, None, "A usuária está grávida de 5 meses"),
        ("O usuário está gravida", None, "pt-PT", "A utilizadora está gravida"),
        ("O usuário é casada", None, None, "A usuária é casada"),
        ("O usuário é casado", None, None, "O usuário é casado"),
        ("O usuário está solteiro", None, None, "O usuário está solteiro"),
        ("O usuário é Ana", None, None, "O usuário é Ana"),
    ],
)
def test_render(content: str, gender: Any, kind: Any, expected: str) -> None:
    assert render(content, gender, kind) == expected


def test_the_extractor_words_portuguese_memories_as_the_user_writes() -> None:
    texts = ["sou professora em Coimbra e o meu marido chama-se Rui", "Sou casada, tô morando em Curitiba"]
    conversation = Conversation.model_validate(
        {
            "id": "c",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": "2024-01-01T00:00:00Z"},
            "messages": [
                {
                    "id": f"m{i}",
                    "role": "user",
                    "content": {"type": "text", "text": text},
                    "created_at": "2024-01-01T00:00:00Z",
                }
                for i, text in enumerate(texts)
            ],
        }
    )
    drafts = list(RuleExtractor().extract(conversation))
    contents = {d.content for d in drafts}
    assert "A utilizadora é professora" in contents
    assert "A usuária é casada" in contents
    memory = draft_to_memory(next(d for d in drafts if d.content == "A utilizadora é professora"))
    assert (memory.metadata.model_extra or {})["slot"] == "fact/job_title/teacher"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("content", "gender", "kind", "expected"),
    [
        ("O usuário está aprendendo alemão", "f", "pt-PT", "A utilizadora está a aprender alemão"),
        ("O usuário está desenvolvendo um app", None, "pt-PT", "O utilizador está a desenvolver um app"),
        ("O usuário está desenvolvendo um app", None, "pt-BR", "O usuário está desenvolvendo um app"),
        ("O filho do usuário se chama Davi", "m", "pt-PT", "O filho do utilizador chama-se Davi"),
        ("O filho do usuário se chama Davi", "m", "pt-BR", "O filho do usuário se chama Davi"),
        ("A usuária é mãe", None, "pt-PT", "A utilizadora é mãe"),
        ("O usuário está noivo", "f", "pt-BR", "A usuária está noiva"),
        ("O usuário quer ser chamado de Lari", "f", None, "A usuária quer ser chamada de Lari"),
        ("O usuário quer ser chamado de Lari", "m", "pt-PT", "O utilizador quer ser chamado de Lari"),
        ("O usuário pede que o assistente o trate por tu", "f", "pt-PT",
         "A utilizadora pede que o assistente a trate por tu"),
    ],
)
def test_render_in_the_users_variety(content: str, gender: Any, kind: Any, expected: str) -> None:
    assert render(content, gender, kind) == expected


@pytest.mark.parametrize(("text", "gender"), [("sou mãe de dois", "f"), ("sou pai solteiro", "m")])
def test_gender_of_family_roles(text: str, gender: str) -> None:
    assert user_gender(text) == gender


def test_a_message_without_signs_takes_the_conversations() -> None:
    texts = ["Sou enfermeira e o meu marido é médico.", "Moro em Braga.", "Estou a aprender inglês."]
    conversation = Conversation.model_validate(
        {
            "id": "c",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": "2024-01-01T00:00:00Z"},
            "messages": [
                {
                    "id": f"m{i}",
                    "role": "user",
                    "content": {"type": "text", "text": text},
                    "created_at": "2024-01-01T00:00:00Z",
                }
                for i, text in enumerate(texts)
            ],
        }
    )
    contents = {d.content for d in RuleExtractor().extract(conversation)}
    assert "A utilizadora mora em Braga" in contents  # no sign in the message: the conversation's
    assert "A utilizadora está a aprender inglês" in contents


def _contents(text: str) -> list[str]:
    conversation = Conversation.model_validate(
        {
            "id": "c",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": "2024-01-01T00:00:00Z"},
            "messages": [
                {
                    "id": "m",
                    "role": "user",
                    "content": {"type": "text", "text": text},
                    "created_at": "2024-01-01T00:00:00Z",
                }
            ],
        }
    )
    return [d.content for d in RuleExtractor().extract(conversation) if not d.metadata.get("retracts")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Já não trabalho no banco, mudei para uma startup.", ["O usuário trabalha numa startup"]),
        ("Licenciei-me em economia no ISEG.", ["O utilizador estudou economia", "O utilizador estudou no ISEG"]),
        ("Me formei em direito pela USP.", ["O usuário estudou direito", "O usuário estudou na USP"]),
        ("Tenho uma cadela chamada Luna.", ["A cadela do usuário se chama Luna"]),
        (
            "Tenho dois filhos, o João e a Maria.",
            ["O filho do usuário se chama João", "A filha do usuário se chama Maria"],
        ),
        ("sou data analyst, preciso de ajuda com SQL", ["A profissão do usuário é data analyst"]),
        ("O meu boyfriend, o Jake, is English", ["O namorado do utilizador chama-se Jake"]),
        ("Estou a escrever um livro sobre a minha avó.", ["O utilizador está a escrever um livro sobre a sua avó"]),
        ("Como mãe de gémeos, como organizo as rotinas?", ["A usuária é mãe"]),
        ("Sou casada e moro em Braga.", ["A usuária é casada", "A usuária mora em Braga"]),
    ],
)
def test_portuguese_memories_are_grammatical(text: str, expected: list[str]) -> None:
    assert _contents(text) == expected


@pytest.mark.parametrize(
    ("text", "signs"),
    [
        # words the user mentions or pastes are not the user's own
        ("Escreve em português de Portugal, por favor, nada de 'você' e 'celular'", (frozenset(), 0, 0)),
        ('Traduz isto: "Sou fotógrafa freelancer no Porto"', (frozenset(), 0, 0)),
        ("Revisa esse post:\n> Sou engenheira de dados há 8 anos", (frozenset(), 0, 0)),
        # words English or a brand shares with Brazil
        ("Troquei o MacBook Air por um MacBook Pro", (frozenset(), 0, 0)),
        ("vamos a Amesterdão, first time meeting the team!", (frozenset(), 0, 0)),
        # Portugal puts the pronoun first after "já", "não", "também"
        ("também já me mudei para o Porto", (frozenset(), 0, 0)),
        ("como passo tudo sem perder os ficheiros?", (frozenset(), 1, 0)),
        # the signs themselves still count
        ("vou pro Rio amanhã", (frozenset(), 0, 1)),
        ("me mudei pra Recife", (frozenset(), 0, 2)),
        ("Me chamo Ana", (frozenset(), 0, 1)),
        ("Torço muito pelo time do Grêmio", (frozenset(), 0, 1)),
        ("Sou fotógrafa e moro no Porto", (frozenset({"f"}), 0, 0)),
        ("Estou a aprender alemão, sou fotógrafo", (frozenset({"m"}), 1, 0)),
    ],
)
def test_a_messages_signs_are_its_own_words(text: str, signs: tuple[frozenset[str], int, int]) -> None:
    assert reading(text) == signs
