"""Planted statements across the five providers: facts said in several providers and languages, changes over
time, decoys, and the providers' own memories of the same people.

The statements (``<persona>.jsonl``, format of docs/evaluation.md) were written for this check in natural phrasing,
not from the rules' test sentences nor from the evaluation set. Conversation *k* of the *p*-th persona goes to
provider ``(p + k) mod 5`` (:func:`tests.extraction_eval.runs.provider_of`), so every fact said twice comes from two
providers. On top of the conversations, each persona has the providers' own memories (:data:`NATIVE`): Claude's
``memories.json``, ChatGPT's custom instructions, a Grok project's instructions and a memory-prompt answer, each
stating facts the person also said in conversations, so that consolidation must make one memory of both.

Used by ``benchmarks/bench_planted.py`` (figures against the thresholds of the issue) and by
``tests/test_planted_changes.py`` (what holds today).
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tests.extraction_eval.dataset import EvalSet, load
from tests.extraction_eval.runs import PROVIDERS, chat_of, provider_of, write_exports
from tests.planted_exports import write_chatgpt

DATA = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Native:
    """A provider's own memory of a persona and the facts (``type/attribute/object|spelling…``) it states."""

    provider: str
    #: ``memories.json`` text (Claude), ``(profile, instructions)`` (ChatGPT), project instructions (Grok) or the
    #: answer to the memory prompt (written as ``<platform>-memory.md``).
    text: str | tuple[str, str]
    facts: tuple[str, ...]
    #: The memory-prompt answer's platform and the file's time (its only date).
    platform: str | None = None
    saved_at: str | None = None


NATIVE: dict[str, tuple[Native, ...]] = {
    "joana": (
        Native(
            "claude",
            "**Personal context**\n\n- Lives in Lisbon\n- Works as a UX designer at Talkdesk\n- Loves climbing\n"
            "- Is vegetarian\n- Has a cat named Mingau",
            (
                "fact/home_city/lisbon|lisboa",
                "fact/job_title/ux designer",
                "preference/likes/climbing|escalada",
                "preference/diet/vegetarian|vegetariana",
                "relationship/pet/mingau",
            ),
        ),
        Native(
            "grok",
            "Responde sempre em português de Portugal.",
            ("instruction/response_language/pt-pt|portuguese|português|portugues",),
        ),
    ),
    "chris": (
        Native(
            "chatgpt",
            ("I'm a software engineer and I'm vegan.", "Keep answers short."),
            ("fact/job_title/software engineer", "preference/diet/vegan|vegano"),
        ),
        Native(
            "claude",
            "**Work**\n\n- Works as a software engineer\n\n**Personal**\n\n- Lives in São Paulo\n- Plays the guitar",
            ("fact/job_title/software engineer", "fact/home_city/sao paulo|são paulo", "skill/plays/guitar|violão"),
        ),
        Native(
            "memory-prompt",
            "Here's what I remember about you:\n\n## Personal details\n- You live in São Paulo.\n"
            "- You play the guitar.\n- You are learning Portuguese.\n",
            ("fact/home_city/sao paulo|são paulo", "skill/plays/guitar|violão", "goal/learn/portuguese|português"),
            platform="gemini",
            saved_at="2025-09-01T12:00:00Z",
        ),
    ),
}


def planted() -> EvalSet:
    return load(DATA)


def _rewrite_json(path: Path, change: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def write_inputs(evalset: EvalSet, persona: str, folder: Path, names: dict[str, str] | None = None) -> None:
    """A persona's exports (one folder per provider, renamed by ``names`` to change the order they are read in)
    and the providers' own memories of the persona."""
    write_exports(evalset, persona, folder)
    for native in NATIVE.get(persona, ()):
        target = folder / native.provider
        if native.provider == "claude":
            account = json.loads((target / "users.json").read_text(encoding="utf-8"))[0]["uuid"]
            memory = [{"conversations_memory": native.text, "project_memories": {}, "account_uuid": account}]
            (target / "memories.json").write_text(json.dumps(memory, ensure_ascii=False), encoding="utf-8")
        elif native.provider == "chatgpt":
            assert isinstance(native.text, tuple)
            chats = [
                chat_of(evalset, persona, conversation, messages)
                for conversation, messages in evalset.conversations(persona).items()
                if provider_of(evalset, persona, conversation) == "chatgpt"
            ]
            write_chatgpt(target, chats, f"user-{persona}", {chat.title: native.text for chat in chats})
        elif native.provider == "grok":
            [backend] = target.glob("ttl/30d/export_data/*/prod-grok-backend.json")
            project = {"workspace_id": f"{persona}-project", "name": "Dia a dia", "custom_personality": native.text,
                       "create_time": "2025-03-01T08:00:00Z"}  # fmt: skip
            _rewrite_json(backend, lambda data, project=project: data["projects"].append(project))
        else:
            answer = folder / f"{native.platform}-memory.md"
            answer.write_text(str(native.text), encoding="utf-8")
            assert native.saved_at is not None
            moment = datetime.fromisoformat(native.saved_at.replace("Z", "+00:00")).astimezone(UTC).timestamp()
            os.utime(answer, (moment, moment))
    for provider, name in (names or {}).items():
        if (folder / provider).exists():
            shutil.move(folder / provider, folder / name)


#: Folder names that make the providers' exports be read in the opposite order.
REVERSED = {provider: f"{9 - n}-{provider}" for n, provider in enumerate(PROVIDERS)}


@dataclass(frozen=True)
class NativeResult:
    """How one fact of a provider's memory came out of consolidation."""

    persona: str
    provider: str
    slot: str
    #: Memories (any status) that state the fact.
    memories: int
    #: One of them carries the provider's own memory as evidence.
    native: bool
    #: One of them also carries a statement from a conversation.
    conversation: bool

    @property
    def one_memory(self) -> bool:
        """The provider's memory and what was said in conversations are one memory."""
        return self.memories == 1 and self.native


def native_results(persona: str, bundle: Path) -> list[NativeResult]:
    from tests.extraction_eval.dataset import _fact
    from tests.extraction_eval.runs import _native
    from tests.extraction_eval.scoring import Sighting, canonical_slot, matches

    store = json.loads((bundle / "memory-store.json").read_text(encoding="utf-8"))
    results = []
    for native in NATIVE.get(persona, ()):
        platform = native.platform or native.provider
        for spec in native.facts:
            fact = _fact(persona, spec, f"NATIVE[{persona}]")
            stating = []
            for memory in store["memories"]:
                metadata = memory.get("metadata") or {}
                slot = canonical_slot(metadata, memory["type"])
                evidence = metadata.get("evidence") or [memory["provenance"]]
                wordings = {memory["content"], *(str(e["content"]) for e in evidence if e.get("content"))}
                if any(matches(Sighting(memory["id"], memory["type"], w, slot, None), fact) for w in wordings):
                    stating.append(evidence)
            results.append(
                NativeResult(
                    persona,
                    platform,
                    fact.slot,
                    len(stating),
                    any(_native(e) and e["platform"] == platform for ev in stating for e in ev),
                    any(not _native(e) for ev in stating for e in ev),
                )
            )
    return results
