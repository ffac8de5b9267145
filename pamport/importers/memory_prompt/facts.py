"""From statements to facts: the assistant's preamble and closing left out, lead-ins removed, compounds cut.

"Here's what I remember about you:" and "Let me know if you'd like me to forget anything" are the assistant
talking, not facts. "You mentioned that you live in Lisbon" states one fact ("you live in Lisbon"). "Lives in
Lisbon and works as a nurse" states two: a statement is cut at "and", "e", a comma or a semicolon when what
follows starts a new verb phrase ("works as a nurse"), and the subject is carried over. "Likes hiking and
photography" is one fact: "photography" is not a verb.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pamport.importers.memory_prompt import lexicon as L
from pamport.importers.memory_prompt.lexicon import word_set

_EN_META = (
    re.compile(r"^(?:here(?:'s| is| are)|below (?:is|are)|this is|these are|the following)\b", re.I),
    re.compile(r"^(?:sure|certainly|of course|absolutely|okay|ok|great question)\b[!,.]", re.I),
    re.compile(r"\blet me know\b|\bfeel free\b|\bwould you like\b|\bdo you want me\b|\bis there anything\b", re.I),
    re.compile(r"^(?:if you(?:'d| would)? (?:like|want)|anything else)\b", re.I),
    re.compile(r"^I (?:don't|do not) (?:have|remember|store|keep)\b", re.I),
    re.compile(r"\b(?:update|correct|change),? (?:or|and) (?:forget|delete|remove)\b", re.I),
    re.compile(r"^(?:that's|that is) (?:all|everything)\b", re.I),
    re.compile(r"^(?:I (?:remember|know|have saved|have stored|recall))[^.]*\babout you\s*[:.]?$", re.I),
)
_PT_META = (
    re.compile(
        r"^(?:aqui (?:está|estão|vai|vão|fica|ficam)|segue|seguem|abaixo (?:está|estão)|este é|estas são)\b", re.I
    ),
    re.compile(r"^(?:claro|com certeza|certo|ótimo|perfeito)\b[!,.]", re.I),
    re.compile(r"\b(?:me avise|avise-me|diga-me|me diga|se quiser|se preferir|quer que eu|gostaria que eu)\b", re.I),
    re.compile(r"\b(?:posso|devo) (?:atualizar|apagar|esquecer|remover|corrigir)\b", re.I),
    re.compile(r"^(?:é|isso é) tudo\b", re.I),
    re.compile(r"^(?:não (?:tenho|guardo|lembro))\b", re.I),
    re.compile(r"^(?:(?:eu )?(?:sei|lembro|me lembro|guardei))[^.]*\bsobre (?:você|ti)\s*[:.]?$", re.I),
)
_EN_LEADIN = re.compile(
    r"^(?:(?:also|additionally|in addition|and|plus|finally|importantly|overall),?\s+)?"
    r"(?:(?:based on|from) (?:our|your|what you)[^,]{0,60},\s*)?"
    r"(?:(?:I (?:remember|recall|know|understand|noted|have noted|believe)|you(?:'ve| have)? (?:mentioned|said|told me|"
    r"shared|noted|indicated|stated|explained|expressed)(?: (?:before|previously|earlier|once|in the past))?)"
    r"(?: that|,)?\s+(?=(?:you|your|the user)\b))?",
    re.I,
)
_PT_LEADIN = re.compile(
    r"^(?:(?:também|além disso|adicionalmente|e|por fim),?\s+)?"
    r"(?:(?:com base (?:n[ao]s?|em)|pelo que)[^,]{0,60},\s*)?"
    r"(?:(?:(?:eu )?(?:sei|lembro|me lembro|recordo|registei|registrei)(?: de)?|(?:você|tu) "
    r"(?:mencionou|mencionaste|disse|disseste|contou|contaste|referiu|referiste|comentou|comentaste|falou|"
    r"falaste)(?: (?:antes|anteriormente|uma vez))?)(?: que|,)?\s+(?=(?:você|tu|seu|sua|teu|tua|o seu|a sua|"
    r"o teu|a tua|o utilizador|o usuário)\b))?",
    re.I,
)
_EN_SUBJECT = re.compile(r"^(?:you|they|the user|user)\s+", re.I)
_PT_SUBJECT = re.compile(r"^(?:você|tu|o utilizador|a utilizadora|o usuário|a usuária)\s+", re.I)
_SPLIT = re.compile(r"(\s*;\s*|,\s*(?:and|but|e|mas)\s+|,\s+|\s+(?:and|but|e|mas)\s+)", re.I)

_PT_MARKERS = word_set(
    """
    você voce tu o os as de do da dos das em no na nos nas é e que com para um uma seu sua teu tua não mora
    trabalha gosta prefere utilizador usuário utilizadora usuária também muito
    """
)
_EN_MARKERS = word_set(
    """
    you your the user and is are in of with to an has have likes prefers works lives also not very it for at
    on
    """
)


def language_of(text: str, default: str = "en") -> str:
    """ "pt" or "en" by marker words (accented letters count for Portuguese); ``default`` on a tie."""
    tokens = re.findall(r"[^\W\d_]+", text.lower())
    pt = sum(t in _PT_MARKERS for t in tokens) + len(re.findall(r"[ãõçáéíóúâêô]", text.lower()))
    en = sum(t in _EN_MARKERS for t in tokens)
    if pt == en:
        return default
    return "pt" if pt > en else "en"


def is_meta(text: str, language: str) -> bool:
    """The assistant's preamble or closing rather than a fact about the user."""
    return any(p.search(text) for p in (_PT_META if language == "pt" else _EN_META))


def strip_leadin(text: str, language: str) -> str:
    pattern = _PT_LEADIN if language == "pt" else _EN_LEADIN
    stripped = pattern.sub("", text, count=1).strip()
    return stripped[:1].upper() + stripped[1:] if stripped else text


_EN_FUNCTION = word_set(
    "after into up out about around over as in at on a an the to with for from two three several some many of by"
)


def _starts_verb_phrase(piece: str, language: str) -> bool:
    """Whether a piece after a cut starts a new clause: a subject, or a verb followed by more words."""
    if (_PT_SUBJECT if language == "pt" else _EN_SUBJECT).match(piece):
        return True
    words = piece.split()
    skip = {"também", "ainda", "já", "não", "se"} if language == "pt" else L.EN_ADVERBS
    while words and words[0].lower() in skip:
        words.pop(0)
    if len(words) < 2:
        return False
    first, second = words[0].lower(), words[1].lower()
    if language == "pt":
        return L.pt_is_verb(first.split("-", 1)[0])
    if first in {"is", "are", "was", "were", "has", "have", "had"} or first in L.EN_MODALS or first in L.EN_PAST:
        return True
    if L.en_base(first) is not None:
        return True
    # A bare verb ("work", "live") is also a noun; it starts a clause only before a preposition or article.
    return first in L.EN_VERBS and second in _EN_FUNCTION


@dataclass(frozen=True)
class Clause:
    text: str
    #: The subject was carried over from the first clause of the statement.
    inherited: bool


def clauses(text: str, language: str) -> list[Clause]:
    """Cut a statement into clauses that each state one fact; the subject is carried over to the later ones."""
    parts = _SPLIT.split(text)
    out: list[str] = [parts[0]]
    for i in range(1, len(parts), 2):
        separator, piece = parts[i], parts[i + 1]
        if piece and _starts_verb_phrase(piece, language):
            out.append(piece)
        else:
            out[-1] = f"{out[-1]}{separator}{piece}"
    if len(out) == 1:
        return [Clause(text, inherited=False)]
    subject_re = _PT_SUBJECT if language == "pt" else _EN_SUBJECT
    subject = subject_re.match(out[0])
    result = [Clause(out[0], inherited=False)]
    for piece in out[1:]:
        if subject is not None and not subject_re.match(piece):
            result.append(Clause(subject.group(0) + piece, inherited=True))
        else:
            result.append(Clause(piece[:1].upper() + piece[1:], inherited=subject is None))
    return result
