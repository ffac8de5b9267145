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

import functools
import re
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import Protocol

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.langdetect import detect
from pamport.pipeline.extract.rules.language import readable
from pamport.pipeline.extract.rules.model import Clause, Finding, LazyPattern, Rule
from pamport.pipeline.extract.rules.text import NOTE_MARK, QUOTE_MARK, sentences, soft_sentences

_PARAGRAPH = rx.compile(r"\n[ \t]*\n")
_FINAL = rx.compile(r"[\s.!?…;:,\"')\]]+$")
_FIRST_WORD = rx.compile(r"[^\s',.:;!?]+")
#: Where a question ending a sentence may begin: "I'm a physio doing early shifts, what should I eat?", or after
#: "so"/"and"/"but" when a question word follows ("I'm allergic to plasters so what do I put on a blister?").
#: Typed on without any mark, a question starts where its words are a question's own order: a question word with
#: its verb before the subject ("im vegan what can i make", "i'm 36 is it too late …", "moro em braga qual o
#: melhor ginásio", "sou diabético posso comer banana"). An embedded question ("i know what i want", "a cidade
#: onde moro") keeps the order of a statement and is not cut; nor is "so do i" or "o que eu posso".
#: A question's own word order at the start of a piece (where :data:`_RUN_ON` cuts).
_QUESTION_ORDER = (
    r"(?:what|wat|wht|whta|how|hw|where|wher|which|when|why|who)(?:\s+(?!(?:i|we|you|u|they|he|she|it)\b)[\w']+){0,2}?"
    r"\s+(?:should|can|could|do|does|would|will|shall|did|are|is|am)\s+(?:i|we|you|u|they|he|she|it|my|our|this"
    r"|that|these|those|there)\s"
    r"|(?:what's|whats|wats|wat's|where's|wheres|how's|hows|what\s+is|what\s+are|which\s+is)\s+(?:the|a|an|some|good"
    r"|best)\s"
    r"|(?:what|which)(?:\s+[\w-]+){1,2}\s+(?:is|are)\s+(?:best|good|worth|safe|ok|okay|the\s+best)\b"
    r"|(?:is|are)\s+(?:this|that|these|those|it|there)\s|(?:can|could|should|do|would|am)\s+(?:i|we|you|u)\s"
    r"|(?:does|will|would)\s+(?:this|that|it)\s"
    r"|any\s+(?:[\w-]+\s+){0,2}?(?:tips|ideas|suggestions|advice|recommendations|recs)\b"
    r"|(?:qual|quais)\s+(?:o|a|os|as|é|seria|será|são|melhor|melhores)\s"
    r"|o\s+que\s+(?:posso|devo|faço|fazer|é\s+que|me\s+recomenda|recomendas|recomenda|acham|achas|sugere"
    r"|sugeres|comer|cozinhar|levar|ver|visitar)\b"
    r"|onde\s+(?:posso|devo|é\s+que|fica|ficam|há|consigo|encontro|compro|comer|ir|ficar|jantar|comprar)\b"
    r"|como\s+(?:posso|devo|faço|consigo|é\s+que|tiro|ponho|lido|começo|escolho|evito|organizo|(?:me|se)\s+[^\W\d_]+"
    r"|(?:os|as|o|a|te|lhe)\s+(?:posso|devo|faço|consigo|mantenho|convenço|ajudo|explico|ensino|preparo))\b"
    r"|(?:posso|devo)\s+(?:comer|beber|tomar|usar|fazer|ir|levar|começar|mudar|treinar|correr|ter|deixar)\b"
    r"|é\s+(?:tarde|cedo|normal|possível|seguro)\s+(?:para|pra|demais|começar|comer|tomar)\b"
    r"|(?:qual|quais|que)\s+(?!(?:eu|ele|ela|nós|você|vc|o|a|os|as|um|uma)\b)[^\W\d_]+\s+(?:é|são|seria|devo|posso"
    r"|recomendas|recomenda|recomendam|compensa|escolho|uso|aprendo|compro)\b"
    r"|(?:quanto|quantos|quantas)\s+(?:[^\W\d_]+\s+)?(?:devo|posso|preciso|custa|custam|é|são)\b"
    r"|(?:vc|você|voce|tu)\s+(?:recomenda|recomendas|acha|achas|sabe|sabes|conhece|conheces|indica|indicas|sugere"
    r"|sugeres)\b|(?:dá|da)\s+(?:pra|para)\s+(?:começar|comer|tomar|ir|fazer|usar|mudar|viver|morar)\b"
    r"|vale\s+a\s+pena|será\s+que|alguma\s+dica|algum\s+conselho"
)
#: Words a question typed on may not follow: "so do i", "o que eu posso", "a cidade onde", "não sei onde".
_NOT_BEFORE_QUESTION = (
    "so", "nor", "neither", "than", "as", "what", "how", "where", "which", "who", "why", "when", "if", "o", "a",
    "os", "as", "no", "na", "do", "da", "pelo", "pela", "ao", "à", "que", "eu", "não", "nao", "se", "sei", "saber",
    "é", "isso", "isto", "tudo", "nem", "só", "já", "ainda", "também", "você", "vc", "de",
)
_RUN_ON = (
    # the words a question may not follow are checked after the question's words (rare), not at every space
    r"|\s+(?=[whiacdsqoepvétd])(?=" + _QUESTION_ORDER + r")"
    + "".join(rf"(?<!\b{word}\s)" for word in _NOT_BEFORE_QUESTION)
)
_PIECES = rx.compile(
    r"\s*[,;:]\s+|\s+[—–-]\s+|\s+(?:so|and|but|então|entao|e|mas)\s+(?=(?:what|whats|what's|how|hows|how's|where"
    r"|which|should\s+i|can\s+(?:you|u|i)|could\s+(?:you|u)|any\s+(?:[\w-]+\s+)?(?:tips|ideas|suggestions|advice|recommendations|recs)"
    r"|is\s+(?:it|there)|o\s+que|como|onde|qual|quais|devo|posso|podes|pode|alguma|algum|vale\s+a\s+pena)\b)"
    + _RUN_ON,
    re.I,
)
#: A request that ends a statement, in either language: "…, any tips?", "…, pls help", "…, podes ajudar?".
_REQUEST = rx.compile(
    r"(?:(?:any|some)\s+(?:tips|ideas|suggestions|recommendations|advice|thoughts)|pls\b|please\b|plz\b"
    r"|(?:can|could|would)\s+(?:you|u)\b|help\s+me\b|thoughts\b|ideas\b|recommend|suggest"
    r"|(?:whats|hows|wheres|whos|whens|whys|which|what|how|where|should\s+i|is\s+it|is\s+there)\b"
    r"|(?:alguma|algumas)\s+(?:dica|dicas|ideia|ideias|sugest)|dicas\b|ideias\b|sugest|me\s+ajud|ajuda\b"
    r"|por\s+favor\b|pode[s]?\s+|consegue[s]?\s+|preciso\s+de\s+ajuda)",
    re.I,
)
_QUESTION_LEAD = rx.compile(_QUESTION_ORDER, re.I)
#: A short request said as a noun phrase and closed by a politeness: "…, low carb recipes pls", "…, ideias por
#: favor". A piece of at most :data:`_SHORT_REQUEST` words that ends so is a request, whatever it opens with.
_REQUEST_END = rx.compile(r"\b(?:pls|please|plz|plis|pfv|pf|por\s+favor|thanks|thx|ty|obrigad[oa])[\s!.?]*$", re.I)
_SHORT_REQUEST = 6
#: How an instruction to the assistant opens ("answer in Portuguese please", "short answers please", "no emojis
#: pls"): such a piece is read with the statement's rules, not cut off as a request.
_ORDER_START = rx.compile(
    r"(?:answer|reply|respond|keep|use|write|talk|speak|be|make|give|stop|avoid|don'?t|do\s+not|no|always|never"
    r"|short|shorter|brief|concise|simple|plain|less|fewer|more|responde|responda|escreve|escreva|usa|use|fala|fale"
    r"|seja|sê|mantém|mantenha|evita|evite|sem|não|nao|nada\s+de|respostas|resposta|sempre|nunca)\b",
    re.I,
)
#: A tag that asks only to have a statement confirmed: "im 20 so i cant rent a car yet right??", "sou vegana,
#: certo?". What it follows is said as a fact, not asked.
_TAG_QUESTION = rx.compile(
    r"[,\s]+(?:right|yeah|correct|innit|certo|né|ne|não\s+é|nao\s+e|verdade)\s*\?+[\s!?]*$", re.I
)
#: A joke's punchline that takes back what was just said: "i love my job... not", "adoro segundas!! só que não".
_TAKEN_BACK = rx.compile(
    r"(?:lol\s+|haha\s+)?(?:not|jk|just\s+kidding|kidding|as\s+if|yeah\s+right|só\s+que\s+não|so\s+que\s+nao"
    r"|mentira|brincadeira)\b[\s!?.…😂🙃🙄]*",
    re.I,
)
#: Chat fillers at the end of a clause: "live in leeds btw", "allergic to penicillin fwiw", "grew up in Hull tho".
_TRAILING_FILLER = rx.compile(
    r"(?:[\s,]+(?:btw|by\s+the\s+way|fwiw|tho|though|lol|lmao|haha+|obvs|tbh|pls|plz|please|rn|atm|ok|okay"
    r"|né|kkk+|rs|aliás|pfv|pf|hehe+))+$",
    re.I,
)
_CLAUSE_END = rx.compile(r"\s*[,;]\s|\s+[—–-]\s+")
_COMMA = rx.compile(r",\s*")
#: A parenthesis inside a sentence: read on its own ("smoothie ideas pls (allergic to kiwi)").
_PARENTHESIS = rx.compile(r"\s*\(([^()]{3,120})\)")
#: A capitalised word inside a sentence ("in Leeds", "my sister (Ellie)"): a message with none was typed without
#: capitals, whatever its first words or shouted words ("my bf kai keeps doing this for DAYS") look like.
_INNER_CAPITAL = rx.compile(r"[^\s.!?]\s+[(\"'“]?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]")
#: A short parenthesis of plain words after a place ("i live in fallowfield (manchester)") also stays where it
#: is, so that the place can take its region from it.
_SHORT_ASIDE = rx.compile(r"[^\W\d_]+(?:\s+[^\W\d_]+){0,2}")
_AFTER_PLACE = rx.compile(r"\b(?:in|from|to|near|at)\s+(?:[\w'-]+\s+){0,2}[\w'-]+$", re.I)
#: Sentences within this many characters of the message start count as its opening ("Hi! I'm Ana.").
OPENING_CHARS = 120
EVIDENCE_CHARS = 200
#: Sentences whose reading a rule set keeps, and the longest sentence kept (see :meth:`RuleSet._read_kept`).
KEPT_SENTENCES = 1024
KEPT_CHARS = 400


def _keep_short(match: re.Match[str]) -> str:
    if _SHORT_ASIDE.fullmatch(match.group(1).strip()) and _AFTER_PLACE.search(match.string, 0, match.start()):
        return match.group(0)
    return ""


@dataclass(frozen=True)
class Hit:
    finding: Finding
    rule: str
    evidence: str


class ChangeReader(Protocol):
    """Changes told in one sentence, in one language (:mod:`.changes`)."""

    def triggered(self, lower: str) -> bool:
        """Could this lower-cased text tell a change?"""

    def __call__(self, sentence: str, read: Callable[[str], Iterable[Hit]], found: Iterable[Hit]) -> list[Hit]:
        """What the rules read of ``sentence`` (``found``) with the new values it tells, read as plain statements
        by ``read``."""


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
    #: A lasting marker ("always", "from now on"): the only instructions read in a task message.
    persistent: re.Pattern[str] | None = None
    #: An instruction for this answer only ("answer in spanish this time", "desta vez") or asked about rather than
    #: given ("always use semicolons, right?"): a sentence holding one gives no instruction unless it also holds
    #: a lasting marker.
    one_off: re.Pattern[str] | None = None
    #: A mark of sarcasm, at the start ("oh great, i just love debugging on a friday night", "que maravilha, adoro
    #: filas") or the end ("adoro segundas-feiras, só que não", "… /s"): the sentence gives no taste.
    ironic: re.Pattern[str] | None = None
    #: A task the user asks for themselves ("write me a gym plan"): the sentences after it are read as usual.
    task_for_user: re.Pattern[str] | None = None
    #: A clause whose subject is someone else ("my wife is …", "she's …"): the subjectless clauses after it in the
    #: same sentence are about them too.
    other_subject: re.Pattern[str] | None = None
    #: Openings of a subjectless aside and the subject they imply ("allergic to …" → "I'm allergic to …").
    implied: tuple[tuple[re.Pattern[str], str], ...] = ()
    #: Paraphrases rewritten to the plain statement the rules read: (opening, replacement, drop "?").
    rewrites: tuple[tuple[re.Pattern[str], str, bool], ...] = ()
    #: Task openings of the other languages ("Escreve um email …, keep it friendly" is a task for English too).
    other_tasks: tuple[re.Pattern[str], ...] = ()
    #: The sentence in the shape the rules are written for (clitics, periphrases, chat spellings), or None.
    normalize: Callable[[str], str] | None = None
    #: A parenthesis naming who the word before it is ("O Davi (meu filho, …)"): (text before, aside) → a
    #: sentence stating the relation ("meu filho Davi"), or None.
    apposition: Callable[[str, str], str | None] | None = None
    #: A note of a list about the user, without its subject ("physio", "34", "dad of two"), as the statements it may
    #: stand for, tried in turn ("I'm physio", …); ``first``: the list's first item, where a name may stand alone.
    note_forms: Callable[[str, bool], list[str]] | None = None
    #: The language's reader of changes told in one sentence ("left Hentley Creek, I'm at Oakbank Estate now"):
    #: given a sentence, the rule set's reading of a plain statement and what its rules found in the sentence, the
    #: new values to add (see :mod:`.changes`).
    changes: ChangeReader | None = None
    #: First word -> (every rule a clause opening with it may match, only the instruction rules among them): the
    #: rules dispatched on that word, then the rules read anywhere, in the order they are tried.
    _dispatch: dict[str, tuple[tuple[Rule, ...], tuple[Rule, ...]]] = field(init=False, repr=False)
    _anywhere: tuple[tuple[Rule, ...], tuple[Rule, ...]] = field(init=False, repr=False)
    #: The rules also read in a question (:attr:`Rule.questions`).
    _in_questions: tuple[Rule, ...] = field(init=False, repr=False)
    #: Whether any paraphrase, or any implied-subject opening, matches at the start of a text: one call each
    #: instead of one per pattern (see :func:`any_match`), built when first needed.
    _any_rewrite: Callable[[str], bool] | None = field(default=None, init=False, repr=False)
    _any_implied: Callable[[str], bool] | None = field(default=None, init=False, repr=False)
    #: The last text :meth:`triggered` was asked about, and its answer.
    _last_trigger: tuple[str, int] = field(default=("", 0), init=False, repr=False)
    #: A second, narrower trigger: a text only it lets through is read by the rules that fill gaps
    #: (:attr:`.Rule.fills_gaps`) alone, so that the other rules read exactly what they read without them.
    gap_trigger: Callable[[str], bool] | None = field(default=None, repr=False)
    #: The last :data:`KEPT_SENTENCES` sentence readings, by (sentence, lowercase, opening): when the sentence was
    #: sent if a rule read it, else None, and the hits.
    _kept: OrderedDict[tuple[str, bool, bool, bool], tuple[str | None, tuple[Hit, ...]]] = field(
        default_factory=OrderedDict, init=False, repr=False
    )

    @classmethod
    def from_syntax(
        cls,
        language: str,
        rules: list[Rule],
        syntax: ModuleType,
        changes: ChangeReader | None = None,
    ) -> RuleSet:
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
            persistent=getattr(syntax, "PERSISTENT", None),
            one_off=getattr(syntax, "ONE_OFF", None),
            ironic=getattr(syntax, "IRONIC", None),
            task_for_user=getattr(syntax, "TASK_FOR_USER", None),
            other_subject=getattr(syntax, "OTHER_SUBJECT", None),
            implied=getattr(syntax, "IMPLIED_SUBJECT", ()),
            rewrites=getattr(syntax, "REWRITES", ()),
            normalize=getattr(syntax, "normalize", None),
            apposition=getattr(syntax, "apposition", None),
            note_forms=getattr(syntax, "note_forms", None),
            changes=changes,
        )

    def __post_init__(self) -> None:
        unranked = [rule.id for rule in self.rules if rule.priority is None]
        if unranked:
            raise ValueError(f"{self.language} rules without a priority tier: {', '.join(unranked)}")
        # Stable: within a tier, the order in which the language lists its rules.
        self.rules = sorted(self.rules, key=lambda rule: rule.priority or 0)
        dispatch: dict[str, list[Rule]] = defaultdict(list)
        for rule in self.rules:
            for word in rule.first:
                dispatch[word].append(rule)
        anywhere = [rule for rule in self.rules if not rule.first]
        self._anywhere = _tried(anywhere)
        self._in_questions = tuple(rule for rule in anywhere if rule.questions)
        self._dispatch = {word: _tried([*rules, *anywhere]) for word, rules in dispatch.items()}

    def prepare(self) -> None:
        """Compile every expression that is otherwise compiled on first use.

        A run that forks workers calls this first: what the parent compiled, each worker inherits, and what the
        parent compiled is written to the expression cache (a worker leaves without writing it, see
        :mod:`.regex_cache`). From the cache, all of them take a few milliseconds.
        """
        for rule in self.rules:
            if isinstance(rule.pattern, LazyPattern):
                rule.pattern.compiled  # noqa: B018 - compiled on first access
        self._merged()

    def _merged(self) -> tuple[Callable[[str], bool], Callable[[str], bool]]:
        """Whether any paraphrase, and whether any implied-subject opening, matches at a text's start (built once)."""
        if self._any_rewrite is None or self._any_implied is None:
            self._any_rewrite = any_match([rewrite for rewrite, _, _ in self.rewrites])
            self._any_implied = any_match([pattern for pattern, _ in self.implied])
        return self._any_rewrite, self._any_implied

    def triggered(self, lower: str) -> bool:
        """:attr:`trigger` or :attr:`gap_trigger`, remembering its last answer: a message of one sentence is asked
        about twice, as a message and as its sentence."""
        return self._trigger_level(lower) > 0

    def _trigger_level(self, lower: str) -> int:
        """2 when every rule may read the text, 1 when only the rules that fill gaps may, 0 when none."""
        last, level = self._last_trigger
        if lower != last:
            full = self.trigger(lower) or (self.changes is not None and self.changes.triggered(lower))
            level = 2 if full else int(self.gap_trigger is not None and self.gap_trigger(lower))
            self._last_trigger = (lower, level)
        return level

    def read(self, text: str, sent_at: str) -> list[Hit]:
        """Every statement about the user in cleaned text (sentences in other languages are skipped)."""
        lowercase = _INNER_CAPITAL.search(text) is None
        hits: list[Hit] = []
        offset = 0
        first = True
        task_message = False
        notes = 0
        mine = False
        for paragraph in _PARAGRAPH.split(text):
            for sentence, own in self._sentences(paragraph):
                opening = offset < OPENING_CHARS
                offset += len(sentence) + 1
                if sentence.startswith(NOTE_MARK):
                    first = False
                    if not notes:
                        # the notes are given their subject only in the message's own language, weighed once
                        mine = self.note_forms is not None and detect(text) in (None, self.language)
                    hits.extend(self._read_note(sentence[1:], sent_at, lowercase, opening, mine, notes == 0))
                    notes += 1
                    continue
                lower = sentence.lower()
                is_first, first = first, False
                level = self._trigger_level(lower)
                if not level:
                    # Cheap path for the bulk of sentences; a frame still ends the paragraph or the message.
                    if self.hypothetical.match(lower):
                        break
                    if is_first and self.story_frame.match(lower):
                        return []
                    continue
                said = sentence
                if own:
                    sentence = self._implied_subject(sentence)
                lower = sentence.lower()
                lead = self._strip_fillers(sentence)[1].lower()
                if is_first and self.story_frame.match(lead):
                    return []
                if task_message and (self.persistent is None or not self.persistent.search(lower)):
                    continue
                if is_first and any(task.match(lead) for task in self.other_tasks):
                    task_message = True
                    if self.persistent is None or not self.persistent.search(lower):
                        continue
                elif is_first and self.task.match(lead):
                    # A task about someone or something else ("write a bio for a nurse called Tom"): the
                    # sentences after it describe the task, so only lasting instructions ("always …") are read.
                    # One the user asks for themselves ("write me a gym plan. I'm 45") is followed by their own
                    # context.
                    task_message = self.task_for_user is None or not (
                        self.task_for_user.match(lead) or self.task_for_user.match(self._strip_fillers(said)[1].lower())
                    )
                if self.hypothetical.match(lead):
                    break
                if QUOTE_MARK in sentence:
                    continue
                if not readable(sentence, self.language):
                    continue
                found = self._read_kept(sentence, sent_at, lowercase, opening, level == 1)
                if self.changes is not None and level == 2:
                    read = functools.partial(self._read_kept, sent_at=sent_at, lowercase=lowercase, opening=opening)
                    # the sentence as written: a paraphrase's plain form ("I switched to …") drops the old value
                    found = tuple(self.changes(said, read, found))
                hits.extend(found)
        return hits

    def _read_note(
        self, item: str, sent_at: str, lowercase: bool, opening: bool, mine: bool, first: bool
    ) -> tuple[Hit, ...]:
        """A note of a list about the user: read as written, else as the statements it may stand for (the
        language's :attr:`note_forms`, only when ``mine``: the message is in this language or undecided, so that the
        other language's rules do not read "enfermeira" as "I'm enfermeira")."""
        if QUOTE_MARK in item or not readable(item, self.language):
            return ()
        forms = [self._implied_subject(item)]
        if mine and self.note_forms is not None:
            forms.extend(self.note_forms(item, first))
        for form in forms:
            level = self._trigger_level(form.lower())
            if level:
                found = self._read_kept(form, sent_at, lowercase, opening, level == 1)
                if found:
                    return found
        return ()

    def _read_kept(
        self, sentence: str, sent_at: str, lowercase: bool, opening: bool, gaps_only: bool = False
    ) -> tuple[Hit, ...]:
        """:meth:`_read_sentence`, kept for the last :data:`KEPT_SENTENCES` sentences.

        The same statement comes back inside messages that differ ("I'm a data engineer, mostly Spark." opening
        many requests; a profile pasted above each question), where the extractor's readings, kept by the whole
        text, do not help. A sentence's reading is a function of the sentence, whether the message was typed
        without capitals and whether the sentence is in its opening, unless a rule read when it was sent (a date:
        "until April"): such a reading is reused only for the same moment, and counts as a read of the date again
        (:attr:`.Clause.sent_at_reads`), so that the message's reading is not kept as one that holds at any date.
        Hits are frozen: a kept reading is what a new one would be. ``gaps_only``: only the rules that fill gaps
        read it (see :attr:`gap_trigger`).
        """
        key = (sentence, lowercase, opening, gaps_only)
        kept = self._kept.get(key)
        if kept is not None and (kept[0] is None or kept[0] == sent_at):
            self._kept.move_to_end(key)
            if kept[0] is not None:
                Clause.sent_at_reads += 1
            return kept[1]
        reads = Clause.sent_at_reads
        hits = tuple(self._read_sentence(sentence, sent_at, lowercase, opening, gaps_only))
        if len(sentence) <= KEPT_CHARS:
            self._kept[key] = (sent_at if Clause.sent_at_reads != reads else None, hits)
            self._kept.move_to_end(key)
            if len(self._kept) > KEPT_SENTENCES:
                self._kept.popitem(last=False)
        return hits

    def _sentences(self, paragraph: str) -> Iterator[tuple[str, bool]]:
        """Sentences, each with whether a start without a subject is the user's, and each parenthesis read as a
        sentence of its own after the one it is in."""
        for whole in sentences(paragraph, self.language):
            own = True
            for sentence in self._soft_pieces(whole):
                yield from self._asides(sentence, own)
                # "my daughter is vegan 😅 allergic to nuts too": what runs on after a shout or an emoji without a
                # subject of its own is still about the person the sentence began with.
                own = own and not (
                    self.other_subject is not None
                    and self.other_subject.match(self._strip_fillers(sentence)[1]) is not None
                )

    def _soft_pieces(self, sentence: str) -> list[str]:
        """A sentence cut after a shout, "??", an ellipsis or an emoji (:func:`soft_sentences`), except after a
        piece that only weighs a possibility: "if i get the job!! i'll live in leeds" stays one conditional."""
        pieces = soft_sentences(sentence)
        if len(pieces) == 1:
            return pieces
        kept = [pieces[0]]
        for piece in pieces[1:]:
            if _TAKEN_BACK.fullmatch(piece):
                kept[-1] = ""  # "i love my job... not", "sou super paciente!! só que não"
                continue
            before = kept[-1].lower()
            if self.conditional_tail.search(before) or self.hypothetical.match(self._strip_fillers(before)[1]):
                kept[-1] += " " + piece
            else:
                kept.append(piece)
        return [piece for piece in kept if piece]

    def _asides(self, sentence: str, own: bool) -> Iterator[tuple[str, bool]]:
        if "(" not in sentence:
            yield sentence, own
            return
        matches = list(_PARENTHESIS.finditer(sentence))
        host = _PARENTHESIS.sub(_keep_short, sentence).strip()
        if host:
            yield host, own
        for match in matches:
            aside = match.group(1).strip()
            if self.apposition is not None:
                stated = self.apposition(sentence[: match.start()], aside)
                if stated is not None:
                    yield stated, True
            yield self._implied_subject(aside), True

    def _implied_subject(self, text: str, *, paraphrases: bool = True) -> str:
        """ "allergic to kiwi" → "I'm allergic to kiwi": an aside without a subject is about the user.

        ``paraphrases``: also read the language's paraphrases ("took a dispatcher job" → "I'm a dispatcher").
        """
        prefix, rest = self._strip_fillers(text)
        any_rewrite, any_implied = self._merged()
        if not any_implied(rest) and not (paraphrases and any_rewrite(rest)):
            return text  # the loops below would find nothing
        for rewrite, replacement, drop_question in self.rewrites if paraphrases else ():
            match = rewrite.match(rest)
            if match is not None:
                # A paraphrase states one fact: what follows its clause ("…, sofro muito") is not part of it.
                rest = match.expand(replacement) + _CLAUSE_END.split(rest[match.end() :], maxsplit=1)[0]
                if drop_question:
                    rest = rest.rstrip(" ?")
                return prefix + rest
        for pattern, subject in self.implied:
            match = pattern.match(rest)
            if match is not None:
                return prefix + subject + rest[match.end() :]
        return text

    def _at_paraphrases(self, piece: str) -> list[str]:
        """A clause cut before each comma that a paraphrase follows: the new value of a change comes after the end
        of the old one without its subject ("left the restaurant for good, got hired as a sous chef by Hawksmoor",
        "no more vegan for me, went vegetarian"), and a paraphrase is read at a clause's start only."""
        if "," not in piece:
            return [piece]
        any_rewrite, _ = self._merged()
        parts: list[str] = []
        start = 0
        for comma in _COMMA.finditer(piece):
            if any_rewrite(self._strip_fillers(piece[comma.end() :])[1]):
                parts.append(piece[start : comma.start()])
                start = comma.end()
        parts.append(piece[start:])
        return parts

    def _strip_fillers(self, text: str) -> tuple[str, str]:
        match = self.fillers.match(text)
        if match is None or not match.group(0):
            return "", text
        return match.group(0), text[match.end() :]

    def _is_request(self, piece: str) -> bool:
        lead = self._strip_fillers(piece)[1].lower()
        return bool(
            self.question.match(lead)
            or _REQUEST.match(lead)
            or _QUESTION_LEAD.match(lead)
            or (
                len(lead.split()) <= _SHORT_REQUEST
                and _REQUEST_END.search(lead) is not None
                and _ORDER_START.match(lead) is None
            )
        )

    def _statement_before_request(self, sentence: str) -> str:
        """A sentence without its trailing question or request ("i'm on windows 11, how do i …" keeps the first
        part), or the whole sentence when no later piece asks anything."""
        pieces = _PIECES.split(sentence)
        for i in range(1, len(pieces)):
            if self._is_request(pieces[i]):
                return ", ".join(pieces[:i])
        return sentence

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
            if self._is_request(pieces[i]):
                end = i
                break
        return ", ".join(pieces[:end])

    def _read_sentence(
        self, sentence: str, sent_at: str, lowercase: bool, opening: bool, gaps_only: bool = False
    ) -> Iterator[Hit]:
        evidence = sentence if len(sentence) <= EVIDENCE_CHARS else sentence[: EVIDENCE_CHARS - 1] + "…"
        whole = sentence
        if self.normalize is not None:
            sentence = self.normalize(sentence)
        tag = _TAG_QUESTION.search(sentence, max(0, len(sentence) - 24)) if sentence.endswith("?") else None
        if tag is not None:
            sentence = sentence[: tag.start()]
        asked = sentence
        if sentence.rstrip(" \"')]").endswith("?"):
            statement = self._statement_before_question(sentence)
            if statement is None:
                if not gaps_only:
                    yield from self._read_question(asked, sent_at, lowercase, opening, evidence)
                return
            sentence = statement
        else:
            sentence = self._statement_before_request(sentence)
        body = _FINAL.sub("", sentence)
        prefix, lead = self._strip_fillers(body)
        lead_lower = lead.lower()
        if self.question.match(lead_lower):
            if not gaps_only:
                yield from self._read_question(asked, sent_at, lowercase, opening, evidence)
            return
        if sentence != asked:
            # the question or request after the statement: "i'm on windows, how do i back up my iphone 12?"
            cuts = list(_PIECES.finditer(asked))
            count = len(_PIECES.split(sentence)) - 1
            if count < len(cuts) and not gaps_only:
                yield from self._read_question(asked[cuts[count].end() :], sent_at, lowercase, opening, evidence)
        went_on_to_ask = tag is not None or sentence != asked
        only_instructions = bool(self.task.match(lead_lower))
        one_off = self._one_off(whole)
        ironic = self.ironic is not None and self.ironic.search(whole.lstrip(" \t\"'(*-")) is not None
        cut = self.conditional_tail.search(body)
        if cut is not None:
            body = body[: cut.start()]
        someone_else = False
        pieces = [part for piece in self.clause_split.split(body) for part in self._at_paraphrases(piece)]
        for index, piece in enumerate(pieces):
            # A later clause may open without its subject too ("I'm a nurse, allergic to penicillin"); the first
            # was read with it at the sentence's start. When the first is about someone else ("my wife is vegan,
            # allergic to nuts"), so is a later clause without a subject. A later clause is read with the
            # paraphrases too: a change names the new value after the end of the old one ("I'm not driving
            # anymore, I took a dispatcher job", "n volto mais pra moto, consegui vaga de auxiliar").
            piece = piece.strip()
            if not index:
                lead = self._strip_fillers(piece)[1]
                someone_else = self.other_subject is not None and self.other_subject.match(lead) is not None
            else:
                implied = self._implied_subject(piece)
                if someone_else and implied != piece:
                    continue
                piece = implied
            prefix, text = self._strip_fillers(piece)
            text = _TRAILING_FILLER.sub("", _FINAL.sub("", text))
            if not text:
                continue
            clause = Clause(text, prefix, sentence, sent_at, lowercase, opening, asked=went_on_to_ask)
            hits = list(self._read_clause(clause, evidence, only_instructions, gaps_only))
            for extra in clause.followups:
                follow = Clause(extra, "", sentence, sent_at, lowercase, opening, asked=went_on_to_ask)
                hits.extend(self._read_clause(follow, evidence, only_instructions, gaps_only))
            dropped = {"instruction"} if one_off else set()
            if ironic:
                dropped.add("preference")
            yield from (hit for hit in hits if hit.finding.type not in dropped)

    def _read_question(
        self, question: str, sent_at: str, lowercase: bool, opening: bool, evidence: str
    ) -> Iterator[Hit]:
        """What a question or request takes for granted about the user, read by :attr:`Rule.questions` rules."""
        if not self._in_questions:
            return
        lower = question.lower()
        if self.negated.search(lower) or self.task.match(self._strip_fillers(question.lstrip(" ,;:"))[1].lower()):
            return
        clause = Clause(_FINAL.sub("", question), "", question, sent_at, lowercase, opening)
        for rule in self._in_questions:
            if rule.needle and rule.needle not in lower:
                continue
            match = rule.pattern.search(clause.text)
            if match is None:
                continue
            found = rule.build(match, clause)
            for finding in (found,) if isinstance(found, Finding) else (found or ()):
                yield Hit(finding, rule.id, evidence)

    def _one_off(self, sentence: str) -> bool:
        """Whether the sentence asks for this answer only, or asks whether a rule holds (see :attr:`one_off`).

        A tag question ("always use semicolons, right?", group ``tag``) asks about a rule even when it says
        "always"; "this time" gives way to a lasting marker ("from now on, and this time too").
        """
        if self.one_off is None:
            return False
        marks = list(self.one_off.finditer(sentence))
        if any(mark.groupdict().get("tag") for mark in marks):
            return True
        return bool(marks) and (self.persistent is None or self.persistent.search(sentence) is None)

    def _read_clause(
        self, clause: Clause, evidence: str, only_instructions: bool, gaps_only: bool = False
    ) -> Iterator[Hit]:
        lower = clause.lower
        if self.negated.search(lower):
            return
        word = _FIRST_WORD.match(lower)
        tried = self._dispatch.get(word.group(0), self._anywhere) if word is not None else self._anywhere
        text = clause.text
        said: list[tuple[str, str]] = []  # the memories of this clause so far: content in lower case, slot
        for rule in tried[1] if only_instructions else tried[0]:
            if (rule.needle and rule.needle not in lower) or (gaps_only and not rule.fills_gaps):
                continue
            match = rule.pattern.match(text) if rule.first else rule.pattern.search(text)
            if match is None:
                continue
            found = rule.build(match, clause)
            findings: Iterable[Finding] = (found,) if isinstance(found, Finding) else (found or ())
            fired = False
            for finding in findings:
                if rule.fills_gaps and _already_said(finding, said):
                    continue
                fired = True
                said.append((finding.content.lower(), finding.slot or ""))
                yield Hit(finding, rule.id, evidence)
            if fired and rule.exclusive:
                return


def _already_said(finding: Finding, said: list[tuple[str, str]]) -> bool:
    """Whether an earlier memory of the clause names the thing of ``finding`` ("User taught themselves Blender"
    names Blender; "O usuário usa o vscode com vim mode" names "VS Code"), or, for a device, whether an earlier
    memory already read the devices of the clause ("User has a MacBook Air M2" from "I have a MacBook Air M2 and an
    old ThinkPad": the list is that rule's to read)."""
    value = (finding.value or "").lower()
    if not value:
        return False
    joined = value.replace(" ", "")  # "VS Code" is the "vscode" the user typed
    if any(joined in content.replace(" ", "") for content, _ in said):
        return True
    return (finding.slot or "").endswith(".device") and any(
        slot.endswith(".device") or _HAS_DEVICE.match(content) for content, slot in said
    )


#: An environment memory of a device the user has, by its wording.
_HAS_DEVICE = rx.compile(r"(?:user|o\s+usuário)\s+(?:has|tem)\s")


def _tried(rules: list[Rule]) -> tuple[tuple[Rule, ...], tuple[Rule, ...]]:
    """The rules in the order a clause tries them, and the instruction rules among them (a task's sentences)."""
    return tuple(rules), tuple(rule for rule in rules if rule.kind == "instruction")


#: A named group's opening that is not escaped: ``(?P<name>``.
_NAMED_GROUP = rx.compile(r"(?<!\\)((?:\\\\)*)\(\?P<\w+>")
#: What cannot be moved into another pattern as it is: back-references and conditionals name or number groups.
_REFERENCES = rx.compile(r"\(\?P=|\(\?\(|\\[1-9]|\\g<")


def any_match(patterns: list[re.Pattern[str]]) -> Callable[[str], bool]:
    """Whether any of ``patterns`` matches at the start of a text, as ``any(p.match(text) for p in patterns)``.

    The patterns become the alternatives of one expression: the regular-expression engine tries them in C, where
    a loop from Python pays a call per pattern (a Portuguese sentence start is tried against some 60 paraphrases
    and openings, about 9 µs in a loop, 3 µs at once). An alternation matches at a position exactly when one of
    its alternatives does. Group names are dropped (several patterns use the same ones); patterns with other
    flags, back-references or conditionals are tried on their own, after the alternation.
    """
    flags = {pattern.flags for pattern in patterns}
    alone = [p for p in patterns if len(flags) > 1 or _REFERENCES.search(p.pattern)]
    merged = [p for p in patterns if p not in alone]
    sources = [_NAMED_GROUP.sub(lambda m: m.group(1) + "(", p.pattern) for p in merged]
    one = None
    if merged:
        # Dropping a name turns a group into an unnamed one and can make no new group, so the alternation has
        # every group of the patterns exactly when it has as many as they have together (one compilation of the
        # alternation instead of one more of every pattern).
        try:
            joined = rx.compile("|".join(f"(?:{source})" for source in sources), merged[0].flags)
        except re.error:  # e.g. a pattern that opens with its own flags: "(?x)…"
            joined = None
        if joined is not None and joined.groups == sum(p.groups for p in merged):
            one = joined.match
    tried = tuple(p.match for p in (alone if one is not None else patterns))
    if one is None:
        return lambda text: any(match(text) for match in tried)
    return lambda text: one(text) is not None or any(match(text) for match in tried)
