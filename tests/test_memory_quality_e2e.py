"""End to end memory quality: five providers' exports with planted statements and decoys, through `pamport convert`.

The exports (:mod:`tests.planted_scenario`, formats in :mod:`tests.planted_exports`) are written side by side in
one folder and converted with one ``pamport convert`` (every provider must be detected), then each provider's
export is converted on its own. On every bundle:

* **Precision and recall.** A *sighting* is one entry of an extracted memory's ``metadata.evidence`` (a memory
  found in three conversations has three): the message it names and the content it was worded with there. A
  sighting is correct when its message is a planted user message and one of that message's expected memories
  matches it: same type, and every key word (``|`` separates alternatives) occurs in the content as whole words,
  ignoring case and accents, and none of its ``without`` words does (:class:`tests.planted_exports.Expect`).
  Precision = correct sightings / sightings. An expected memory is recalled when a correct sighting of it
  exists in its conversation (on its message or, since the extractor drafts a statement repeated within one
  conversation once, on another message that planted the same fact); recall = recalled / expected. Required:
  precision >= 0.95 and recall >= 0.80, per provider and overall.
* **Decoys.** No sighting on a decoy message (questions, hypotheticals, conditionals, other people, quotes, block
  quotes, pasted text, code, role-play, tasks, assistant messages, prompts edited away and answers regenerated
  in ChatGPT, Claude and Grok) and no memory containing a word that only decoys use.
* **Duplicates.** All sightings of one fact (across conversations, providers and languages) are one memory,
  reinforced above its initial confidence when seen in more than one conversation.
* **Supersession.** Lisbon (2023) is superseded by Porto (2024): status, ``superseded_by``, ``valid_until`` and
  a ``supersedes`` relation from Porto to Lisbon; nothing else is superseded or contradicted.
* **Consistency and validity.** ``derived_memories`` are exactly the memories whose provenance names the
  conversation; evidence points at messages that exist; the bundle passes pamport's validator and the official
  JSON Schemas, and the reference validator ``pam validate`` when it is installed.

Run with ``-s`` to see the figures.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.pipeline.extract.rules import read_text
from tests.pam_check import assert_bundle_valid
from tests.planted_exports import Expect, Turn, fold
from tests.planted_scenario import (
    CHATGPT_USER,
    CHATS,
    CLAUDE_NATIVE,
    DECOY_WORDS,
    EMPLOYER,
    LISBON,
    PORTO,
    PROVIDERS,
    VALID_UNTIL,
    build,
)

MIN_PRECISION = 0.95
MIN_RECALL = 0.80
IMPORTERS = {
    "chatgpt": "chatgpt-importer/2025.01",
    "claude": "claude-importer/2025.01",
    "gemini": "gemini-importer/2024.06",
    "copilot": "copilot-importer/2025.01",
    "grok": "grok-importer/2025.01",
}
BUNDLES = ("all", *PROVIDERS)
#: Where Lisbon stops being true: the first message saying Porto (ChatGPT, "Shipping boxes to Porto").
PORTO_FIRST_SAID = "2024-04-20T10:30:00Z"


def _words(text: str) -> str:
    return " ".join(fold(text).split())


def message_text(message: dict[str, Any]) -> str:
    content = message.get("content") or {}
    if content.get("type") == "text":
        return str(content.get("text") or "")
    return "\n".join(str(p.get("text") or "") for p in content.get("parts") or [] if isinstance(p, dict))


@dataclass(frozen=True)
class Sighting:
    platform: str
    conversation_ref: str
    message_ref: str
    memory_id: str
    type: str
    content: str


@dataclass
class Score:
    correct: int = 0
    sightings: int = 0
    recalled: int = 0
    expected: int = 0
    misses: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.correct / self.sightings if self.sightings else 1.0

    @property
    def recall(self) -> float:
        return self.recalled / self.expected if self.expected else 1.0


class Bundle:
    """A converted bundle, with every message labelled by the planted turn it came from."""

    def __init__(self, path: Path, providers: tuple[str, ...]) -> None:
        self.path = path
        self.providers = providers
        self.store: dict[str, Any] = json.loads((path / "memory-store.json").read_text(encoding="utf-8"))
        self.report: dict[str, Any] = json.loads((path / "import-report.json").read_text(encoding="utf-8"))
        self.conversations = {
            doc["id"]: doc
            for doc in (json.loads(p.read_text(encoding="utf-8")) for p in (path / "conversations").glob("*.json"))
        }

    @cached_property
    def memories(self) -> dict[str, dict[str, Any]]:
        return {m["id"]: m for m in self.store["memories"]}

    @cached_property
    def labels(self) -> dict[str, Turn | str]:
        """Message id → its planted user turn, or a label for messages nobody planted (roles, hidden ones)."""
        planted = {
            (p, _words(t.text)): t for p in self.providers for c in CHATS[p] for t in c.every_turn() if t.role == "user"
        }
        labels: dict[str, Turn | str] = {}
        for doc in self.conversations.values():
            for message in doc["messages"]:
                if message["role"] != "user":
                    labels[message["id"]] = message["role"]
                else:
                    key = (doc["provider"]["name"], _words(message_text(message)))
                    labels[message["id"]] = planted.get(key, "unplanted user message")
        return labels

    @cached_property
    def sightings(self) -> list[Sighting]:
        found: list[Sighting] = []
        for memory in self.extracted():
            for entry in memory["metadata"]["evidence"]:
                found.append(
                    Sighting(
                        entry["platform"],
                        entry["conversation_ref"],
                        entry["message_ref"],
                        memory["id"],
                        memory["type"],
                        entry.get("content", memory["content"]),
                    )
                )
        return found

    def extracted(self) -> list[dict[str, Any]]:
        return [m for m in self.store["memories"] if m["provenance"].get("extractor", "").startswith("pamport-rules/")]

    def native(self) -> list[dict[str, Any]]:
        return [m for m in self.store["memories"] if m["provenance"].get("extractor", "").startswith("pamport/")]

    def planted_messages(self) -> dict[str, Turn]:
        return {mid: t for mid, t in self.labels.items() if isinstance(t, Turn)}

    def score(self, platform: str | None = None) -> Score:
        score = Score()
        by_conversation: dict[str, list[Sighting]] = defaultdict(list)
        for s in self.sightings:
            by_conversation[s.conversation_ref].append(s)
            if platform is not None and s.platform != platform:
                continue
            score.sightings += 1
            turn = self.labels.get(s.message_ref)
            if isinstance(turn, Turn) and any(e.matches(s.type, s.content) for e in turn.expects):
                score.correct += 1
            else:
                score.wrong.append(f"{s.platform}: {s.type} {s.content!r} from {turn!r}")
        for message_id, turn in self.planted_messages().items():
            conversation_id, doc_platform = self.conversation_of[message_id]
            if platform is not None and doc_platform != platform:
                continue
            for expect in turn.expects:
                score.expected += 1
                if any(self._sighting_of(s, expect) for s in by_conversation[conversation_id]):
                    score.recalled += 1
                else:
                    score.misses.append(f"{doc_platform}: {expect.type} {expect.words} in {turn.text[:70]!r}")
        return score

    def _sighting_of(self, sighting: Sighting, expect: Expect) -> bool:
        """Whether a sighting records ``expect``: on a message that planted it, and worded to match it."""
        turn = self.labels.get(sighting.message_ref)
        return isinstance(turn, Turn) and expect in turn.expects and expect.matches(sighting.type, sighting.content)

    @cached_property
    def conversation_of(self) -> dict[str, tuple[str, str]]:
        """Message id → (conversation id, platform)."""
        return {
            m["id"]: (cid, str(doc["provider"]["name"]))
            for cid, doc in self.conversations.items()
            for m in doc["messages"]
        }

    def memories_of(self, expect: Expect) -> list[dict[str, Any]]:
        """Extracted memories with at least one sighting of ``expect`` on a message that planted it."""
        ids = {s.memory_id for s in self.sightings if self._sighting_of(s, expect)}
        return [self.memories[i] for i in sorted(ids)]


@pytest.fixture(scope="module")
def bundles(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Bundle]:
    root = tmp_path_factory.mktemp("planted")
    folders = build(root / "exports")
    assert main(["convert", str(root / "exports"), "-o", str(root / "all"), "-q"]) == 0
    result = {"all": Bundle(root / "all", PROVIDERS)}
    for provider, folder in folders.items():
        assert main(["convert", str(folder), "-o", str(root / provider), "-q"]) == 0
        result[provider] = Bundle(root / provider, (provider,))
    return result


def test_one_convert_reads_all_five_providers(bundles: dict[str, Bundle]) -> None:
    bundle = bundles["all"]
    used = {stats["importer"] for stats in bundle.report["importers"]}
    assert set(IMPORTERS.values()) <= used
    index_platforms = defaultdict(set)
    for entry in bundle.store["conversations_index"]:
        index_platforms[entry["platform"]].add(entry["title"])
    for provider in PROVIDERS:
        titles = index_platforms[provider]
        assert len(titles) == len(CHATS[provider]), provider
        if provider != "gemini":  # Gemini's log has no titles: a rebuilt conversation is titled by its first prompt
            assert titles == {c.title for c in CHATS[provider]}, provider
    assert len(bundle.conversations) == sum(len(c) for c in CHATS.values())


@pytest.mark.parametrize("name", BUNDLES)
def test_every_planted_message_is_in_the_bundle(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    planted = {id(t) for t in bundle.planted_messages().values()}
    for provider in bundle.providers:
        for chat in CHATS[provider]:
            for turn in chat.every_turn():
                if turn.role == "user":
                    assert id(turn) in planted, f"{provider}: {turn.text[:60]!r} is not in the bundle"
    # (ChatGPT's hidden custom instructions are a system message, not a user message)
    assert "unplanted user message" not in bundle.labels.values()


@pytest.mark.parametrize("name", BUNDLES)
def test_bundle_is_valid(bundles: dict[str, Bundle], name: str) -> None:
    assert_bundle_valid(bundles[name].path)
    pam = shutil.which("pam") or shutil.which("pam", path=str(Path(sys.executable).parent))
    if pam is None:
        return  # the reference validator is optional (not installed in CI)
    done = subprocess.run([pam, "validate", str(bundles[name].path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 invalid" in done.stdout, done.stdout


def test_precision_and_recall(bundles: dict[str, Bundle]) -> None:
    rows: list[str] = []
    failures: list[str] = []
    for name in BUNDLES:
        bundle = bundles[name]
        for platform in (None, *bundle.providers) if name == "all" else (None,):
            score = bundle.score(platform)
            label = f"{name}{'/' + platform if platform else ''}"
            rows.append(
                f"{label:<14} precision {score.precision:.3f} ({score.correct}/{score.sightings})  "
                f"recall {score.recall:.3f} ({score.recalled}/{score.expected})"
            )
            if score.precision < MIN_PRECISION or score.recall < MIN_RECALL:
                failures.append(f"{label}: wrong {score.wrong}, missed {score.misses}")
    print("\nmemory quality on planted exports:\n" + "\n".join(rows))
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("name", BUNDLES)
def test_no_memory_from_a_decoy(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    for s in bundle.sightings:
        label = bundle.labels.get(s.message_ref)
        assert isinstance(label, Turn), f"memory {s.content!r} comes from a {label!r}"
        assert label.decoy is None, f"memory {s.content!r} comes from a {label.decoy} decoy: {label.text!r}"
    pattern = re.compile(r"\b(" + "|".join(DECOY_WORDS) + r")\b")
    for memory in bundle.store["memories"]:
        texts = [memory["content"]] + [e.get("content", "") for e in memory["metadata"].get("evidence", [])]
        for text in texts:
            assert not pattern.search(fold(text)), f"memory {text!r} holds a decoy's words"


@pytest.mark.parametrize("name", BUNDLES)
def test_duplicates_collapse_into_one_reinforced_memory(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    planted: dict[Expect, set[str]] = defaultdict(set)
    for message_id, turn in bundle.planted_messages().items():
        for expect in turn.expects:
            planted[expect].add(message_id)
    for expect, messages in planted.items():
        found = bundle.memories_of(expect)
        assert len(found) <= 1, f"{expect.fact} is {len(found)} memories: {[m['content'] for m in found]}"
        if not found:
            continue  # a miss is the recall test's business
        (memory,) = found
        evidence = memory["metadata"]["evidence"]
        # one piece of evidence per conversation that said it, from every provider that said it
        said_in = {bundle.conversation_of[m] for m in messages}
        assert {(e["conversation_ref"], e["platform"]) for e in evidence} == said_in, expect.fact
        if len(said_in) > 1:
            confidence = memory["confidence"]
            assert confidence["current"] > confidence["initial"], f"{expect.fact} was not reinforced"
    if name == "all":
        said_by = {e["platform"] for e in bundle.memories_of(PORTO)[0]["metadata"]["evidence"]}
        assert said_by == {"chatgpt", "claude", "gemini", "grok"}
        wordings = {e.get("content") for e in bundle.memories_of(EMPLOYER)[0]["metadata"]["evidence"]}
        # worded in her gender: she says "Sou portuguesa" in another conversation (docs/extraction.md)
        assert "A usuária trabalha na Feedzai" in wordings, "the English and the Portuguese statement are one memory"


@pytest.mark.parametrize("name", BUNDLES)
def test_supersession(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    relations = bundle.store["relations"]
    lisbon, porto = bundle.memories_of(LISBON), bundle.memories_of(PORTO)
    if not (lisbon and porto):
        assert not relations, "nothing changed over time in this export"
        assert all(m["status"] == "active" for m in bundle.store["memories"])
        return
    (old,), (new,) = lisbon, porto
    assert old["status"] == "superseded"
    assert old["temporal"]["superseded_by"] == new["id"]
    assert old["temporal"]["valid_until"] == PORTO_FIRST_SAID
    assert new["status"] == "active" and "valid_until" not in new["temporal"]
    assert [(r["type"], r["from"], r["to"]) for r in relations] == [("supersedes", new["id"], old["id"])]
    assert [m["id"] for m in bundle.store["memories"] if m["status"] != "active"] == [old["id"]]


@pytest.mark.parametrize("name", BUNDLES)
def test_stated_end_becomes_valid_until(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    for provider in bundle.providers:
        for chat in CHATS[provider]:
            for turn in chat.turns:
                for expect in turn.expects:
                    if expect.fact in VALID_UNTIL:
                        found = bundle.memories_of(expect)
                        assert len(found) == 1, f"{expect.fact}: {len(found)} memories"
                        assert found[0]["temporal"].get("valid_until") == VALID_UNTIL[expect.fact], expect.fact


@pytest.mark.parametrize("name", BUNDLES)
def test_derived_memories_and_references_are_consistent(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    index = {e["id"]: e for e in bundle.store["conversations_index"]}
    assert set(index) == set(bundle.conversations)
    derived: dict[str, set[str]] = defaultdict(set)
    for memory in bundle.store["memories"]:
        ref = memory["provenance"].get("conversation_ref")
        if ref:
            assert ref in index, f"{memory['content']!r} names a conversation that is not in the bundle"
            derived[ref].add(memory["id"])
    for conversation_id, entry in index.items():
        assert entry["derived_memories"] == sorted(derived[conversation_id])
    message_ids = {m["id"]: cid for cid, doc in bundle.conversations.items() for m in doc["messages"]}
    for s in bundle.sightings:
        assert message_ids.get(s.message_ref) == s.conversation_ref, f"{s.content!r}: evidence names no message"


@pytest.mark.parametrize("name", ["all", "chatgpt", "claude"])
def test_native_memories_stay_the_providers(bundles: dict[str, Bundle], name: str) -> None:
    bundle = bundles[name]
    native = bundle.native()
    if "claude" in bundle.providers:
        claude = [m for m in native if m["provenance"]["platform"] == "claude"]
        assert all(m["provenance"]["extraction_method"] == "api_export" for m in claude)
        for words in CLAUDE_NATIVE:
            assert any(all(w in fold(m["content"]) for w in words) for m in claude), words
    if "chatgpt" in bundle.providers:
        chatgpt = {m["content"]: m for m in native if m["provenance"]["platform"] == "chatgpt"}
        # kept verbatim when the rules cannot restate it without loss; restated (third person) when they can,
        # with the user's own words kept beside it
        assert "Preferred name: Marta" in chatgpt
        assert chatgpt["User asks the assistant to be concise"]["metadata"]["statement"] == "Be concise."
        hidden = {m["provenance"]["message_ref"] for m in chatgpt.values()}
        assert {bundle.labels[h] for h in hidden} == {"system"}
        assert not [s for s in bundle.sightings if s.message_ref in hidden], "the extractor read hidden instructions"
        assert {m["provenance"]["platform_user_id"] for m in chatgpt.values()} == {CHATGPT_USER}


# Reading cases this test found wrong in the rule extractor, pinned at the unit level.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I\u2019m traveling in Japan until March.", {("context", "User is traveling in Japan")}),
        ("Don\u2019t use emojis.", {("instruction", "User asks the assistant not to use emojis")}),
        (
            "A bit of context about me:\n- I live in Porto\n* I'm vegetarian\n\nCan you plan dinners?",
            {("fact", "User lives in Porto"), ("preference", "User is vegetarian")},
        ),
        ("Sobre mim:\n• Moro no Porto\n\nQue mercados você recomenda?", {("fact", "O usuário mora no Porto")}),
        ("Here is my prompt for the bot:\nYou are a tutor. I live in Madrid and I teach Spanish.", set()),
        (
            "I use Neovim on Arch Linux and it crashes when I open big files.",
            {("environment", "User uses Neovim on Arch Linux")},
        ),
        ("Uso o Neovim e ele trava com arquivos grandes.", {("environment", "O usuário usa o Neovim")}),
    ],
)
def test_reading_cases_found_by_this_test(text: str, expected: set[tuple[str, str]]) -> None:
    found = {(hit.finding.type, hit.finding.content) for hit, _ in read_text(text, "2025-01-15T10:00:00Z")}
    assert found == expected
