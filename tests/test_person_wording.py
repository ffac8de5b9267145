"""One person's Portuguese memories in one gender and variety across all their conversations (docs/extraction.md,
"Portuguese wording"): the signs of every conversation are counted, the memories whose own message and
conversation show none are worded as the person writes, a message's own words win, and nothing is guessed on a
tie or without signs. End to end through ``pamport convert``."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.importers.base import ImportOptions, MemoryDraft
from pamport.pipeline.person_wording import WORDING, Tally, earlier_signs, person_of, reword, wording
from pamport.pipeline.run import ConvertOptions, convert
from tests.pam_check import assert_bundle_valid
from tests.planted_exports import Chat, Turn, utc, write_chatgpt
from tests.test_batch import bundle_contents, strip_varying

START = utc("2025-01-06T09:00:00")


def _chats(*conversations: tuple[str, ...]) -> list[Chat]:
    """One chat per tuple of user messages, a week apart, each message answered."""
    chats = []
    for number, messages in enumerate(conversations):
        turns: list[Turn] = []
        for text in messages:
            turns += [Turn("user", text), Turn("assistant", "Certo, anotado.")]
        chats.append(Chat(f"conversa {number:02d}", START + timedelta(days=7 * number), tuple(turns)))
    return chats


def _convert(tmp_path: Path, chats: list[Chat], *extra: str) -> tuple[dict[str, Any], dict[str, Any]]:
    export, bundle = tmp_path / "export", tmp_path / "bundle"
    write_chatgpt(export, chats, "user-pt", {})
    assert main(["convert", str(export), "-o", str(bundle), "-q", *extra]) == 0
    assert_bundle_valid(bundle)
    store = json.loads((bundle / "memory-store.json").read_text(encoding="utf-8"))
    report = json.loads((bundle / "import-report.json").read_text(encoding="utf-8"))
    for memory in store["memories"]:
        assert WORDING not in memory["metadata"], "the wording notes never reach a bundle"
    return store, report


def _contents(store: dict[str, Any]) -> set[str]:
    return {m["content"] for m in store["memories"]}


def test_a_european_woman_across_three_conversations(tmp_path: Path) -> None:
    store, report = _convert(
        tmp_path,
        _chats(
            ("Sou professora de matemática numa escola secundária.",),  # feminine, no variety
            ("Moro em Braga e o meu telemóvel está sempre a desligar-se.",),  # European, no gender
            ("Tenho dois gatos, o Tobias e a Mimi.", "Gosto muito de correr."),  # no sign at all
        ),
    )
    assert _contents(store) >= {
        "A utilizadora é professora de matemática",
        "A utilizadora mora em Braga",
        "O gato da utilizadora chama-se Tobias",
        "A gata da utilizadora chama-se Mimi",
        "A utilizadora gosta muito de correr",
    }
    assert not [c for c in _contents(store) if "usuári" in c or "utilizador " in c]
    assert report["consolidation"]["worded_as_the_person"] == 5


def test_a_brazilian_man_across_three_conversations(tmp_path: Path) -> None:
    store, report = _convert(
        tmp_path,
        _chats(
            ("Sou casado e moro em Recife.",),  # masculine
            ("Estou aprendendo japonês, meu celular já tem o app.",),  # Brazilian
            ("Trabalho como designer gráfico.", "Gosto muito de correr."),  # no sign
        ),
    )
    contents = _contents(store)
    assert {"O usuário é designer gráfico", "O usuário gosta muito de correr", "O usuário é casado"} <= contents
    assert "A profissão do usuário é designer gráfico" not in contents
    assert not [c for c in contents if "utilizador" in c or "usuária" in c]
    assert report["consolidation"]["worded_as_the_person"] == 1  # the job; "O usuário …" is his wording already


def test_a_person_without_signs_keeps_the_neutral_wording(tmp_path: Path) -> None:
    store, report = _convert(
        tmp_path,
        _chats(("Moro em Curitiba.",), ("Trabalho como designer gráfico.",), ("Gosto muito de correr.",)),
    )
    assert _contents(store) == {
        "O usuário mora em Curitiba",
        "A profissão do usuário é designer gráfico",
        "O usuário gosta muito de correr",
    }
    assert "worded_as_the_person" not in report["consolidation"]


def test_conflicting_signs_guess_nothing_and_each_message_keeps_its_own(tmp_path: Path) -> None:
    store, report = _convert(
        tmp_path,
        _chats(("Sou casada.",), ("Sou vegetariano.",), ("Trabalho como designer gráfico.",)),
    )
    contents = _contents(store)
    assert "A usuária é casada" in contents  # her own words
    assert "O usuário segue uma dieta vegetariana" in contents
    assert "A profissão do usuário é designer gráfico" in contents  # one sign against one: no guess
    assert "worded_as_the_person" not in report["consolidation"]


def test_a_messages_own_signs_beat_the_persons(tmp_path: Path) -> None:
    store, _ = _convert(
        tmp_path,
        _chats(
            ("Sou professora de piano.",),
            ("Sou casada há dez anos.",),
            ("Sou vegana e o meu telemóvel é um Android.",),
            ("Sou noivo do Rui.",),  # the message says masculine: it stays so, in the person's variety
            ("Tenho um cão chamado Bolt.",),
        ),
    )
    contents = _contents(store)
    assert "O cão da utilizadora chama-se Bolt" in contents  # three feminine messages against one
    assert {"O utilizador vai casar", "O noivo do utilizador chama-se Rui"} <= contents
    assert not [c for c in contents if "usuári" in c or "utilizadora vai casar" in c]


def test_only_conversations_that_gave_a_portuguese_memory_count(tmp_path: Path) -> None:
    store, _ = _convert(
        tmp_path,
        _chats(
            ("Obrigada! Estou cansada.", "Qual é a capital da Austrália?"),  # no memory: not counted
            ("Sou casado.", "Obrigado pela ajuda de ontem."),
            ("Trabalho como designer gráfico.",),
        ),
    )
    assert "O usuário é designer gráfico" in _contents(store)


def test_an_english_only_person_is_unaffected(tmp_path: Path) -> None:
    store, report = _convert(
        tmp_path,
        _chats(("I live in Leeds and I'm a nurse.",), ("My wife Ana is a teacher.",), ("I love hiking.",)),
    )
    assert {"User lives in Leeds", "User loves hiking"} <= _contents(store)
    assert {m["metadata"]["language"] for m in store["memories"]} == {"en"}
    assert "worded_as_the_person" not in report["consolidation"]


def test_worker_count_changes_nothing(tmp_path: Path) -> None:
    """The signs are in one worker's conversations, the memories to word in the other's."""
    # a message without a memory ("Estou cansada") counts too: its conversation gave one
    signs = ("Sou enfermeira.", "Estou cansada, o meu turno acabou tarde.", "Obrigada! Moro no Porto.")
    open_ones = [(f"Tenho {n} gatos.", "Gosto muito de correr.", f"Trabalho como designer {n}.") for n in range(9)]
    chats = _chats(signs, *open_ones)
    export = tmp_path / "export"
    write_chatgpt(export, chats, "user-pt", {})
    ids = [c["id"] for c in json.loads((export / "conversations.json").read_text(encoding="utf-8"))]
    shard = [0 if ImportOptions(shard_index=0, shard_count=2).owns(i) else 1 for i in ids]
    assert any(s != shard[0] for s in shard[1:]), "open conversations in the other worker"
    one = convert(export, tmp_path / "one", ConvertOptions(jobs=1))
    two = convert(export, tmp_path / "two", ConvertOptions(jobs=2, parallel_min_bytes=0))
    assert one.report["consolidation"] == two.report["consolidation"]
    assert one.report["consolidation"]["worded_as_the_person"] > 0
    a, b = bundle_contents(tmp_path / "one"), bundle_contents(tmp_path / "two")
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], name
    assert_bundle_valid(tmp_path / "two")
    # the open memories of conversations in either worker are worded as the person: she, from Portugal
    by_conversation: dict[str, set[str]] = {}
    for memory in a["memory-store.json"]["memories"]:
        by_conversation.setdefault(memory["provenance"]["conversation_ref"], set()).add(memory["content"])
    worded = {c for contents in by_conversation.values() for c in contents if c.startswith("A utilizadora gosta")}
    assert worded == {"A utilizadora gosta muito de correr"}
    assert any(c.startswith("A utilizadora é designer") for c in _contents(a["memory-store.json"]))
    assert not [c for c in _contents(a["memory-store.json"]) if "usuári" in c]


def test_a_base_bundle_and_the_new_wording(tmp_path: Path) -> None:
    """``--base``: the new export decides; a memory whose wording changed is new in the delta, the old wording
    retired, and the same run gives the same delta."""
    only = _chats(("Moro em Braga.",))
    base_export, base = tmp_path / "base-export", tmp_path / "base"
    write_chatgpt(base_export, only, "user-pt", {})
    assert main(["convert", str(base_export), "-o", str(base), "-q"]) == 0
    base_store = json.loads((base / "memory-store.json").read_text(encoding="utf-8"))
    assert _contents(base_store) == {"O usuário mora em Braga"}

    newer = _chats(("Moro em Braga.",), ("Sou professora e o meu telemóvel avariou.",))
    export = tmp_path / "export"
    write_chatgpt(export, newer, "user-pt", {})
    deltas = []
    for name in ("delta", "again"):
        assert main(["convert", str(export), "-o", str(tmp_path / name), "-q", "--base", str(base)]) == 0
        assert_bundle_valid(tmp_path / name)
        delta = strip_varying(json.loads((tmp_path / name / "memory-store.json").read_text(encoding="utf-8")))
        for memory in delta["memories"]:  # a retirement is dated with the run's own export date
            if memory["status"] == "retracted":
                del memory["temporal"]["updated_at"]
        del delta["integrity"]["checksum"]
        deltas.append(delta)
    assert deltas[0] == deltas[1]
    status = {m["content"]: m["status"] for m in deltas[0]["memories"]}
    assert status["A utilizadora mora em Braga"] == "active"
    assert status["O usuário mora em Braga"] == "retracted"


def test_a_base_bundles_conversations_count_too(tmp_path: Path) -> None:
    """``--base``: the signs behind the base's memories count for the conversations the new export lacks."""
    base_export, base = tmp_path / "base-export", tmp_path / "base"
    write_chatgpt(base_export, _chats(("Sou professora e o meu telemóvel avariou.",)), "user-pt", {})
    assert main(["convert", str(base_export), "-o", str(base), "-q"]) == 0
    later = [Chat("mais tarde", START + timedelta(days=60), (Turn("user", "Moro em Braga."),))]
    export = tmp_path / "export"
    write_chatgpt(export, later, "user-pt", {})
    assert main(["convert", str(export), "-o", str(tmp_path / "alone"), "-q"]) == 0
    alone = json.loads((tmp_path / "alone" / "memory-store.json").read_text(encoding="utf-8"))
    assert _contents(alone) == {"O usuário mora em Braga"}
    assert main(["convert", str(export), "-o", str(tmp_path / "delta"), "-q", "--base", str(base)]) == 0
    assert_bundle_valid(tmp_path / "delta")
    delta = json.loads((tmp_path / "delta" / "memory-store.json").read_text(encoding="utf-8"))
    status = {m["content"]: m["status"] for m in delta["memories"]}
    assert status["A utilizadora mora em Braga"] == "active"
    assert status["A utilizadora é professora"] == "retracted"  # the new export no longer has that conversation


@pytest.mark.parametrize(
    ("counts", "decision"),
    [
        ((0, 0, 0, 0), (None, None)),
        ((1, 0, 1, 0), ("f", "pt-PT")),
        ((0, 1, 0, 1), ("m", "pt-BR")),
        ((1, 1, 2, 2), (None, None)),  # ties
        ((2, 1, 1, 2), (None, None)),  # two against one is not clear
        ((3, 1, 1, 3), ("f", "pt-BR")),  # more than two thirds
        ((5, 2, 0, 0), ("f", None)),
    ],
)
def test_what_the_count_decides(counts: tuple[int, int, int, int], decision: tuple[str | None, str | None]) -> None:
    assert Tally(*counts).decision() == decision


def _draft(content: str, neutral: str, used: tuple[Any, Any]) -> MemoryDraft:
    metadata = {WORDING: wording(neutral, used)}
    return MemoryDraft("fact", content, "chatgpt", "2025-01-01T00:00:00Z", "explicit_user_input", metadata=metadata)


def test_reword_fills_only_what_was_left_open() -> None:
    neutral = "A profissão do usuário é enfermeira"
    draft = _draft("A usuária é enfermeira", neutral, ("f", None))
    assert reword(draft, ("m", "pt-PT")) and draft.content == "A utilizadora é enfermeira"  # her gender kept
    draft = _draft("O usuário mora em Braga", "O usuário mora em Braga", (None, "pt-BR"))
    assert not reword(draft, (None, "pt-PT")) and draft.content == "O usuário mora em Braga"
    assert WORDING not in draft.metadata
    draft = _draft(neutral, neutral, (None, None))
    assert not reword(draft, (None, None)) and draft.content == neutral


def test_an_earlier_bundles_signs_count_once_per_conversation() -> None:
    def evidence(conversation: str, message: str, quote: str) -> dict[str, str]:
        return {"conversation_ref": conversation, "message_ref": message, "quote": quote,
                "extractor": "pamport-rules/0.1.0"}  # fmt: skip

    store = {
        "memories": [
            {"metadata": {"language": "pt", "evidence": [evidence("a", "1", "Sou professora.")]}},
            {"metadata": {"language": "pt", "evidence": [evidence("a", "1", "Moro em Braga, o meu telemóvel…")]}},
            {"metadata": {"language": "pt", "evidence": [evidence("b", "2", "Sou casado.")]}},
            {"metadata": {"language": "en", "evidence": [evidence("c", "3", "Sou casado.")]}},
        ]
    }
    found = earlier_signs(store)
    assert found == {"a": Tally(feminine=1, european=1), "b": Tally(masculine=1)}  # message 1 once, both quotes
    assert person_of([], found) == (None, "pt-PT")  # one feminine against one masculine
    assert person_of([], found, written=lambda conversation: conversation == "b") == ("f", "pt-PT")
