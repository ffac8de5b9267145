"""Custom instructions and ChatGPT's model-set context turned into memory drafts.

ChatGPT injects the user's custom instructions into conversations as hidden messages:
``user_editable_context`` (``user_profile`` and ``user_instructions``, wrapped in boilerplate addressed to the
model) or ``metadata.user_context_message_data`` (``about_user_message``, ``about_model_message``: the user's
own answers). ``model_editable_context.model_set_context`` is ChatGPT's saved memory as the model saw it.
These are the user's explicit words about themselves, the most direct memory source in the export: each
distinct statement becomes a draft, typed by what it says. The same statements recur in every conversation;
the pipeline deduplicates them by content hash, so they are yielded each time and only near-duplicates within
one conversation are dropped here.

The rule extractor restates the user's statements about themselves in its own wording and slot, as it would the
same fact said in a conversation, so the two become one memory. It reads first-person speech, so a statement
written about "the user" ("The user is an SRE.") carries its first-person form for it to read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pamport.importers.base import FIRST_PERSON, MemoryDraft
from pamport.importers.chatgpt.instruction_voice import first_person
from pamport.schemas.memory_store import ExtractionMethod, MemoryType

EXTRACTOR = "pamport/0.1.0"
#: Sources: the user about themselves, the user about how to answer, ChatGPT's memory.
USER_SIDE = frozenset({"user_profile", "about_user_message"})
MODEL_SIDE = frozenset({"user_instructions", "about_model_message"})
MEMORY_SIDE = frozenset({"model_set_context"})

#: Sources that ChatGPT wraps in boilerplate, with the user's own words between triple backticks.
_WRAPPED = frozenset({"user_profile", "user_instructions"})
_FENCE = re.compile(r"```(.*?)```", re.DOTALL)
_BOILERPLATE = re.compile(
    r"^(the user provided the (following|additional) info\w*\b.*|"
    r"this user profile is shown to you.*|before answering, quietly think.*|only acknowledge the profile.*|"
    r"otherwise, don'?t acknowledge.*|user profile:?|custom instructions:?|"
    r"what would you like chatgpt to know about you.*|how would you like chatgpt to respond.*|"
    r"what do you do\??|what should chatgpt call you\??|anything else chatgpt should know about you\??|"
    r"what traits should chatgpt have\??)$",
    re.IGNORECASE,
)
#: Field labels that only introduce free text (dropped); other labels (``Preferred name:``) are kept.
_EMPTY_LABEL = re.compile(
    r"^(other information|more about you|traits|other|about me|about you|instructions|notes?)\s*:\s*",
    re.IGNORECASE,
)
_BULLET = re.compile(r"^\s*(?:[-*•·–]|\d{1,3}[.)])\s+")
_MEMORY_DATE = re.compile(r"^\[(\d{4}-\d{2}-\d{2})\]\.?\s*")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_WS = re.compile(r"\s+")
_FIRST_PERSON = re.compile(r"^(i|i'm|i'd|i've|my|me)\b", re.IGNORECASE)

_RULES: tuple[tuple[MemoryType, re.Pattern[str]], ...] = (
    ("identity", re.compile(
        r"\b(preferred name|nickname|my name|name is|call me|pronouns?|years old|\d+\s*y/?o\b|born in|"
        r"birthday|age\s*:|i am a (man|woman)|gender)", re.I)),
    ("instruction", re.compile(
        r"^(please\s+)?(be|always|never|don'?t|do not|use|avoid|answer|respond|reply|keep|write|explain|give|"
        r"provide|include|ask|format|prefer to answer|act|speak|talk|no\s)\b", re.I)),
    ("preference", re.compile(r"\b(prefer|prefers|like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|"
                              r"dislikes|favou?rite)\b", re.I)),
    ("environment", re.compile(
        r"\b(linux|macos|mac|windows|ubuntu|debian|fedora|arch|nixos|wsl|vs ?code|vim|neovim|emacs|jetbrains|"
        r"pycharm|intellij|terminal|zsh|bash|docker|kubernetes|k8s|terraform|aws|gcp|azure|iphone|android|"
        r"laptop|thinkpad|macbook|stack|setup|editor|ide|os)\b", re.I)),
    ("skill", re.compile(r"\b(experienced|expert|proficient|fluent|years of experience|familiar with|good at|"
                         r"skilled|certified|i know how|native speaker)\b", re.I)),
    ("goal", re.compile(r"\b(goal|goals|want to|wants to|trying to|aim to|plan to|plans to|hoping to|"
                        r"learning|training for|preparing for|studying for)\b", re.I)),
    ("project", re.compile(r"\b(working on|side project|my project|building|developing|maintain|maintains)\b",
                           re.I)),
    ("fact", re.compile(r"\b(live|lives|living|based in|from|work|works|working|job|role|occupation|employer|"
                        r"company|married|kids|children|wife|husband|partner|student)\b", re.I)),
)  # fmt: skip


@dataclass(frozen=True)
class InstructionText:
    """One instruction text found in a conversation, and the message it came from."""

    source: str
    text: str
    message_ref: str
    created_at: str


def statements(source: str, text: str) -> list[str]:
    """Statements of an instruction text: boilerplate and labels stripped, split by line and sentence."""
    fenced = _FENCE.findall(text) if source in _WRAPPED else []
    body = "\n".join(fenced) if fenced else text
    found: list[str] = []
    for line in body.splitlines():
        line = _BULLET.sub("", line.strip()).strip()
        if source in MEMORY_SIDE:
            line = _MEMORY_DATE.sub("", line)
        if not line or _BOILERPLATE.match(line):
            continue
        line = _EMPTY_LABEL.sub("", line).strip()
        for sentence in _SENTENCE_END.split(line):
            sentence = sentence.strip()
            if len(sentence) >= 3 and any(ch.isalpha() for ch in sentence):
                found.append(sentence)
    return found


def classify(source: str, statement: str) -> tuple[MemoryType, bool]:
    """The memory type of a statement, and whether a rule matched (else it is the source's default type).

    Text about how to answer is instruction unless it names the user or speaks of the user's own taste
    ("I prefer …"); an imperative "Prefer SQL examples" is still an instruction.
    """
    for memory_type, pattern in _RULES:
        if pattern.search(statement):
            if source in MODEL_SIDE and memory_type != "identity":
                if memory_type == "preference" and _FIRST_PERSON.match(statement):
                    return "preference", True
                return "instruction", True
            return memory_type, True
    return ("instruction" if source in MODEL_SIDE else "fact"), False


def drafts(found: list[InstructionText], conversation_ref: str, platform_user_id: str | None) -> list[MemoryDraft]:
    """Drafts for every distinct statement of one conversation's instruction texts."""
    seen: set[str] = set()
    result: list[MemoryDraft] = []
    for item in found:
        method: ExtractionMethod = "api_export" if item.source in MEMORY_SIDE else "explicit_user_input"
        tag = "chatgpt-memory" if item.source in MEMORY_SIDE else "custom-instructions"
        for statement in statements(item.source, item.text):
            key = _WS.sub(" ", statement).strip().lower()
            if key in seen:
                continue
            seen.add(key)
            memory_type, matched = classify(item.source, statement)
            metadata = {"source": item.source}
            spoken = first_person(statement) if item.source in USER_SIDE else None
            if spoken is not None and spoken != statement:
                metadata[FIRST_PERSON] = spoken
            result.append(
                MemoryDraft(
                    type=memory_type,
                    content=statement,
                    platform="chatgpt",
                    created_at=item.created_at,
                    extraction_method=method,
                    extractor=EXTRACTOR,
                    conversation_ref=conversation_ref,
                    message_ref=item.message_ref,
                    platform_user_id=platform_user_id,
                    confidence=0.95 if matched else 0.9,
                    tags=[tag],
                    metadata=metadata,
                )
            )
    return result
