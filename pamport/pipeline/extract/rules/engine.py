"""How one language's rules read cleaned text: sentence by sentence, clause by clause.

The order of the checks is the policy. A story or role-play frame at the start of a message discards the whole
message; a hypothetical frame ("Suppose I'm …") discards the rest of its paragraph; a question is never a
statement; a sentence that starts like a task ("Translate …", "Write …") is read only for instructions to the
assistant. What remains is cut into clauses at points where a new first-person subject (or an imperative)
begins,
and a rule fires only when the clause *starts* with its subject, so "my brother says I should move" is never
read as "I should move". Rules are dispatched on the clause's first word, which keeps the cost per clause
small.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from types import ModuleType

from pamport.pipeline.extract.rules.language import readable
from pamport.pipeline.extract.rules.model import Clause, Finding, Rule
from pamport.pipeline.extract.rules.text import QUOTE_MARK, sentences

_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_FINAL = re.compile(r"[\s.!?…;:,\"')\]]+$")
_FIRST_WORD = re.compile(r"[^\s',.:;!?]+")
#: Where a question ending a sentence may begin: "I'm a physio doing early shifts, what should I eat?"
_PIECES = re.compile(r"\s*[,;:]\s+|\s+[—–-]\s+")
#: Sentences within this many characters of the message start count as its opening ("Hi! I'm Ana.").
OPENING_CHARS = 120
EVIDENCE_CHARS = 200


@dataclass(frozen=True)
class Hit:
    finding: Finding
    rule: str
    evidence: str


@dataclass
class RuleSet:
    """Everything one language contributes; see docs/extraction.md, "Adding a language"."""

    language: str
    rules: list[Rule]
    #: Could a rule read this lower-cased text? Text for which it says no is not read at all.
    trigger: Callable[[str], bool]
    #: Discourse fillers at the start of a clause ("btw", "for context,", "this week").
    fillers: re.Pattern[str]
    #: Where a sentence splits into clauses (zero-width lookaheads keep the subject in the next clause).
    clause_split: re.Pattern[str]
    #: A question without a question mark ("how do I …").
    question: re.Pattern[str]
    #: Sentence start that makes the rest of the paragraph hypothetical ("suppose", "se eu").
    hypothetical: re.Pattern[str]
    #: Message start that makes the whole message fiction or role-play.
    story_frame: re.Pattern[str]
    #: Sentence start of a task about other text ("translate", "write a …").
    task: re.Pattern[str]
    #: From here to the end of the sentence is conditional (" if …", " unless …").
    conditional_tail: re.Pattern[str]
    #: A clause containing this is not a current fact ("anymore", "no longer").
    negated: re.Pattern[str]
    _dispatch: dict[str, list[Rule]] = field(init=False, repr=False)
    _anywhere: list[Rule] = field(init=False, repr=False)

    @classmethod
    def from_syntax(cls, language: str, rules: list[Rule], syntax: ModuleType) -> RuleSet:
        """A language's rules with the sentence-structure patterns of its ``<language>_syntax`` module.

        Every syntax module defines the same names, so a new language writes one module of patterns and one
        list of rules (see docs/extraction.md, "Adding a language").
        """
        return cls(
            language=language,
            rules=rules,
            trigger=syntax.triggered,
            fillers=syntax.FILLERS,
            clause_split=syntax.CLAUSE_SPLIT,
            question=syntax.QUESTION,
            hypothetical=syntax.HYPOTHETICAL,
            story_frame=syntax.STORY_FRAME,
            task=syntax.TASK,
            conditional_tail=syntax.CONDITIONAL_TAIL,
            negated=syntax.NEGATED,
        )

    def __post_init__(self) -> None:
        dispatch: dict[str, list[Rule]] = defaultdict(list)
        for rule in self.rules:
            for word in rule.first:
                dispatch[word].append(rule)
        self._dispatch = dict(dispatch)
        self._anywhere = [rule for rule in self.rules if not rule.first]

    def read(self, text: str, sent_at: str) -> list[Hit]:
        """Every statement about the user in cleaned text (sentences in other languages are skipped)."""
        lowercase = not any(c.isupper() for c in text)
        hits: list[Hit] = []
        offset = 0
        first = True
        for paragraph in _PARAGRAPH.split(text):
            for sentence in sentences(paragraph, self.language):
                opening = offset < OPENING_CHARS
                offset += len(sentence) + 1
                lower = sentence.lower()
                is_first, first = first, False
                if not self.trigger(lower):
                    # Cheap path for the bulk of sentences; a frame still ends the paragraph or the message.
                    if self.hypothetical.match(lower):
                        break
                    if is_first and self.story_frame.match(lower):
                        return []
                    continue
                lead = self._strip_fillers(sentence)[1].lower()
                if is_first and self.story_frame.match(lead):
                    return []
                if self.hypothetical.match(lead):
                    break
                if QUOTE_MARK in sentence:
                    continue
                if not readable(sentence, self.language):
                    continue
                hits.extend(self._read_sentence(sentence, sent_at, lowercase, opening))
        return hits

    def _strip_fillers(self, text: str) -> tuple[str, str]:
        match = self.fillers.match(text)
        if match is None or not match.group(0):
            return "", text
        return match.group(0), text[match.end() :]

    def _statement_before_question(self, sentence: str) -> str | None:
        """The statement a question follows in the same sentence, or None when the sentence only asks.

        "moro em Coimbra desde março, vale a pena comprar carro?" keeps "moro em Coimbra desde março"; "should I
        move to Oslo?" keeps nothing. The question starts at the first piece (after a comma, semicolon, colon or
        dash) that opens like a question; if none does, at the last piece.
        """
        pieces = _PIECES.split(sentence.rstrip(" \"')]?"))
        if len(pieces) < 2 or self.question.match(self._strip_fillers(pieces[0])[1].lower()):
            return None
        end = len(pieces) - 1
        for i in range(1, len(pieces)):
            if self.question.match(self._strip_fillers(pieces[i])[1].lower()):
                end = i
                break
        return ", ".join(pieces[:end])

    def _read_sentence(self, sentence: str, sent_at: str, lowercase: bool, opening: bool) -> Iterator[Hit]:
        evidence = sentence if len(sentence) <= EVIDENCE_CHARS else sentence[: EVIDENCE_CHARS - 1] + "…"
        if sentence.rstrip(" \"')]").endswith("?"):
            statement = self._statement_before_question(sentence)
            if statement is None:
                return
            sentence = statement
        body = _FINAL.sub("", sentence)
        prefix, lead = self._strip_fillers(body)
        lead_lower = lead.lower()
        if self.question.match(lead_lower):
            return
        only_instructions = bool(self.task.match(lead_lower))
        cut = self.conditional_tail.search(body)
        if cut is not None:
            body = body[: cut.start()]
        for piece in self.clause_split.split(body):
            prefix, text = self._strip_fillers(piece.strip())
            text = _FINAL.sub("", text)
            if not text:
                continue
            clause = Clause(text, prefix, sentence, sent_at, lowercase, opening)
            yield from self._read_clause(clause, evidence, only_instructions)
            for extra in clause.followups:
                follow = Clause(extra, "", sentence, sent_at, lowercase, opening)
                yield from self._read_clause(follow, evidence, only_instructions)

    def _read_clause(self, clause: Clause, evidence: str, only_instructions: bool) -> Iterator[Hit]:
        lower = clause.lower
        if self.negated.search(lower):
            return
        word = _FIRST_WORD.match(lower)
        candidates = self._dispatch.get(word.group(0), []) if word is not None else []
        for rule in [*candidates, *self._anywhere]:
            if only_instructions and rule.kind != "instruction":
                continue
            match = rule.pattern.match(clause.text) if rule.first else rule.pattern.search(clause.text)
            if match is None:
                continue
            found = rule.build(match, clause)
            findings: Iterable[Finding] = (found,) if isinstance(found, Finding) else (found or ())
            fired = False
            for finding in findings:
                fired = True
                yield Hit(finding, rule.id, evidence)
            if fired and rule.exclusive:
                return
