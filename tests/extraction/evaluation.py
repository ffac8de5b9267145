"""Scoring the rule extractor against the hand-written evaluation set (``*.jsonl`` beside this file).

Each case is one message with the memories a careful reader would write down (type, content, and for
single-valued facts slot and value; for temporary situations valid_until). The extractor runs on a one-message
conversation and its drafts are matched one-to-one against the expected memories.

Matching rule: a draft matches an expected memory when the types are equal, valid_until is equal whenever the
expected memory states one, and either (a) both carry the same ``slot`` and case-insensitively equal
``value``, or
(b) their contents share enough words: the Jaccard similarity of their word sets is at least 0.6, after
lower-casing,
Unicode NFC, and dropping the words every memory shares ("user", "o usuário", articles, "asks the assistant",
pronouns). Matching is greedy in the order the expected memories are written. Precision = matched drafts / all
drafts; recall = matched expected memories / all expected memories.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.base import is_retraction
from pamport.pipeline.extract.rules import RuleExtractor
from pamport.schemas.conversation import Conversation

HERE = Path(__file__).parent
DEFAULT_TIME = "2025-01-15T10:00:00Z"
DECOY_KINDS = frozenset(
    {
        "question",
        "hypothetical",
        "other_person",
        "quoted",
        "blockquote",
        "pasted",
        "code",
        "task",
        "negation",
        "non_user_role",
    }
)
THRESHOLD = 0.6
_SHARED_WORDS = frozenset(
    str.split(
        """
    user user's users o a os as usuário usuario do da de the an is are to of in at on for and e é em que
    assistant assistente asks pede their them they they're theirs seu sua s no na nos nas num numa
    """
    )
)


@dataclass
class Case:
    id: str
    lang: str
    kind: str
    text: str
    expected: list[dict[str, Any]]
    split: str
    role: str = "user"
    sent_at: str = DEFAULT_TIME

    @property
    def is_decoy(self) -> bool:
        return self.kind in DECOY_KINDS


def load_cases(directory: Path = HERE) -> list[Case]:
    cases: list[Case] = []
    for path in sorted(directory.glob("*.jsonl")):
        split = "heldout" if path.name.startswith("heldout") else "dev"
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            cases.append(
                Case(
                    row["id"],
                    row["lang"],
                    row["kind"],
                    row["text"],
                    row["expected"],
                    split,
                    row.get("role", "user"),
                    row.get("sent_at", DEFAULT_TIME),
                )
            )
    return cases


def conversation_for(case: Case) -> Conversation:
    return Conversation.model_validate(
        {
            "id": f"conv-{case.id}",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": case.sent_at},
            "messages": [
                {
                    "id": f"msg-{case.id}",
                    "role": case.role,
                    "content": {"type": "text", "text": case.text},
                    "created_at": case.sent_at,
                }
            ],
        }
    )


def words(content: str) -> set[str]:
    text = unicodedata.normalize("NFC", content.lower()).replace("'s", "")
    return set(re.findall(r"\w+", text)) - _SHARED_WORDS


def matches(expected: dict[str, Any], draft: MemoryDraft) -> bool:
    if expected["type"] != draft.type:
        return False
    if "valid_until" in expected and expected["valid_until"] != draft.valid_until:
        return False
    slot = expected.get("slot")
    same_value = str(draft.metadata.get("value", "")).casefold() == str(expected.get("value", "")).casefold()
    if slot and draft.metadata.get("slot") == slot and same_value:
        return True
    a, b = words(expected["content"]), words(draft.content)
    return bool(a | b) and len(a & b) / len(a | b) >= THRESHOLD


@dataclass
class CaseResult:
    case: Case
    drafts: list[MemoryDraft]
    matched: int
    unmatched_expected: list[dict[str, Any]] = field(default_factory=list)
    unmatched_drafts: list[MemoryDraft] = field(default_factory=list)


def run_case(case: Case, extractor: RuleExtractor | None = None) -> CaseResult:
    extractor = extractor or RuleExtractor()
    # a retraction ("I don't live in Paris anymore") takes a fact back: it is not a memory
    drafts = [d for d in extractor.extract(conversation_for(case)) if not is_retraction(d)]
    free = list(drafts)
    missing: list[dict[str, Any]] = []
    for expected in case.expected:
        hit = next((d for d in free if matches(expected, d)), None)
        if hit is None:
            missing.append(expected)
        else:
            free.remove(hit)
    return CaseResult(case, drafts, len(case.expected) - len(missing), missing, free)


@dataclass
class Score:
    drafts: int = 0
    expected: int = 0
    matched: int = 0
    cases: int = 0

    @property
    def precision(self) -> float:
        return self.matched / self.drafts if self.drafts else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.expected if self.expected else 1.0

    def add(self, result: CaseResult) -> None:
        self.cases += 1
        self.drafts += len(result.drafts)
        self.expected += len(result.case.expected)
        self.matched += result.matched

    def __str__(self) -> str:
        return (
            f"precision {self.precision:.3f} ({self.matched}/{self.drafts})  recall {self.recall:.3f} "
            f"({self.matched}/{self.expected})  cases {self.cases}"
        )


def score(results: Iterable[CaseResult]) -> Score:
    total = Score()
    for result in results:
        total.add(result)
    return total
