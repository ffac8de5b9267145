"""Reduce a user message to the prose the user wrote themselves, then cut it into sentences.

Everything a user pastes or quotes speaks in someone else's voice: code, logs, e-mails, block quotes, text
handed
over to be proofread or translated. A statement found there ("I live in Berlin" inside a letter) is not
about the
user, so it is removed before any rule runs. The cleaning errs on the side of removing too much: a memory
that is
missed costs less than a memory that is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from sentencex import segment

from pamport.pipeline.extract.rules import regex_cache as rx

#: Stands in for a quoted utterance; a sentence that contains it is not read (it talks about the quote).
QUOTE_MARK = "\u2063"
#: Opens an item of a list of notes about the user ("About me:\n- physio\n- 34"): the item is read as the user's
#: own statement even without a subject (see :func:`_mark_notes`).
NOTE_MARK = "\u2064"

_FENCE = rx.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)", re.M | re.S)
_INLINE_CODE = rx.compile(r"`([^`\n]{1,200})`")
_INDENTED = rx.compile(r"^(?: {4}|\t)")
_BLOCKQUOTE = rx.compile(r"^\s*>")
#: A list item's marker ("- ", "* ", "• ", "2. "): "About me:" followed by a list of facts is common.
_LIST_MARKER = rx.compile(r"^[ \t]*(?:[-*+•·–]|\d{1,3}[.)])[ \t]+", re.M)
_LOG_LINE = rx.compile(
    r"^\s*(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}:\d{2}\b"
    r"|\[?(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|CRITICAL)\b|Traceback \(most recent call last\)"
    r"|File \"|at [\w$.<>]+\(|[\w.]+(?:Error|Exception):)"
)
_EMAIL_HEADER = rx.compile(
    r"^(?:From|To|Cc|Bcc|Subject|Date|Sent|Reply-To|De|Para|Assunto|Enviado|Enviada|Data):[ \t]+\S", re.M
)
_GREETING = rx.compile(
    r"^(?:(?P<formal>Dear|Prezad[oa]s?|Car[oa]s?|Querid[oa]s?)|Hi|Hello|Hey|Ol[áa]|Oi|Bom dia|Boa tarde"
    r"|Boa noite"
    r"|Good (?:morning|afternoon|evening))\b[^\n]{0,40},[ \t]*$",
    re.M,
)
_SIGNOFF = rx.compile(
    r"^(?:Best(?: regards| wishes)?|Kind regards|Regards|Warm regards|Cheers|Thanks|Thank you|Many thanks"
    r"|Sincerely|Yours(?: truly| sincerely)?|All the best|Atenciosamente|Abra[çc]os?|Abs|Att|Cordialmente"
    r"|Beijos|Bjs|Obrigad[oa]|Sauda[çc][õo]es)[,.!]?[ \t]*$",
    re.M,
)
#: A line that hands over text for a task ("Proofread this:", "Resume esse e-mail:"): what follows is pasted.
_PASTE_INTRO = rx.compile(
    r"\b(?:proofread|summari[sz]e|rewrite|re-write|translate|check|review|fix|correct|improve|edit|shorten"
    r"|rephrase|paraphrase|format|analy[sz]e|critique|polish|grade|evaluate|respond to|reply to|explain"
    r"|resum[aei]|traduz[aei]?|revis[ae]|corrij[ae]|corrige|reescrev[ae]|melhor[ae]|analis[ae]|explic[ae]"
    r"|formate|responda|responde|avalie|email|e-mail|text|paragraph|message|letter|essay|bio|post|article"
    r"|log|logs|error|output|code|config|story|poem|script|passage|excerpt|draft|transcript|document|quote"
    r"|sentence|lyrics|summary|profile|description|statement|caption|intro|make\s+(?:it|this)|texto"
    r"|par[áa]grafo|mensagem|carta|reda[çc][ãa]o|artigo|erro|c[óo]digo|trecho|rascunho|frase|documento|letra"
    r"|resumo|perfil|descri[çc][ãa]o|legenda|deix[ae]|torn[ae]|prompts?|template|modelo)\b",
    re.I,
)
#: The same hand-over on one line: "Revê isto para o meu amigo: 'Hi, I'm Duarte, …'" keeps only the request.
_INLINE_HANDOVER = rx.compile(
    r"^(?P<intro>[^:\n]{0,80}?\b(?:proofread|summari[sz]e|rewrite|translate|check|review|fix|correct|improve"
    r"|edit|shorten|rephrase|paraphrase|polish|reply\s+to|respond\s+to|resum[aei]|traduz[aei]?|rev[êe]"
    r"|revis[ae]|corrij[ae]|corrige|reescrev[ae]|melhor[ae]|analis[ae]|responde|responda)\b[^:\n]{0,80}?):"
    r"[ \t]*\S[^\n]*$",
    re.I | re.M,
)
#: A line introducing someone else's details ("Sobre a Maria:", "About my son:"): the list under it is not the user.
_ABOUT_SOMEONE = rx.compile(
    r"(?:sobre|about|info(?:rmação|rmações)?\s+(?:sobre|about|d[oa]))\s+(?!mim\b|me\b|myself\b|eu\b)"
    r"(?:(?:o|a|os|as|the|my|meu|minha|o\s+meu|a\s+minha)\s+)?[^\W\d_][\w ]{0,30}:$",
    re.I,
)
_ABOUT_ME = rx.compile(r"\b(?:about me|about myself|my background|context|sobre mim|contexto)\b", re.I)
#: A closing request about the text above it ("Can you summarize this?"): the paragraphs before it are pasted.
_TRAILING_TASK = rx.compile(
    r"^(?:(?:can|could) you |please |pls |pode |podes |por favor,? )?(?:summari[sz]e|translate|proofread"
    r"|rewrite|fix|correct|check|review|improve|edit|shorten|rephrase|paraphrase|analy[sz]e|critique|polish"
    r"|resum[aei]|traduz[aei]?|revis[ae]|corrij[ae]|corrige|reescrev[ae]|melhor[ae]|analis[ae])\b.{0,40}"
    r"\b(?:this|that|it|above|the text|the following|isso|isto|esse|este|essa|esta|acima)\b",
    re.I,
)
_QUOTED = rx.compile(
    r"\"([^\"\n]{1,600})\"|“([^”]{1,600})”|«([^»]{1,600})»|„([^“”]{1,600})[“”]|‘([^’\n]{1,300})’"
    # single quotes, with the apostrophes of "i'm", "don't" inside: 'hi all, i'm dermot, i'm from cork'
    r"|(?<![\w'])'((?:[^'\n]|(?<=\w)'(?=\w)){2,300})'(?![\w'])"
)
_FIRST_PERSON = rx.compile(
    r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|our|eu|meu|minha|meus|minhas|sou|estou|moro|tenho|me)\b", re.I
)
_WORD = rx.compile(r"\w+")
_PARAGRAPH_SPLIT = rx.compile(r"\n[ \t]*\n")
_LONG_PARAGRAPH = 1200


def _keep_inline_code(match: re.Match[str]) -> str:
    inner = match.group(1)
    return inner if " " not in inner.strip() else " "


def _quote(match: re.Match[str]) -> str:
    inner = next(g for g in match.groups() if g is not None)
    if _FIRST_PERSON.search(inner) or len(_WORD.findall(inner)) >= 6:
        return QUOTE_MARK
    return match.group(0)


def _drop_letters(text: str) -> str:
    """Remove a pasted letter: from a greeting line to its sign-off (and the name under it)."""
    if "," not in text:  # every greeting line ends with a comma
        return text
    for greeting in _GREETING.finditer(text):
        signoff = _SIGNOFF.search(text, greeting.end())
        if signoff is not None:
            tail = text.find("\n", signoff.end() + 1)
            end = len(text) if tail < 0 else tail
            return text[: greeting.start()] + text[end:]
        if greeting.group("formal"):
            return text[: greeting.start()]
    return text


def _drop_pasted_after_intro(text: str) -> str:
    if "\n" not in text:  # an intro is a line with something under it
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):
        stripped = line.strip()
        if lines[i + 1].startswith(NOTE_MARK):
            continue  # notes about the user (:func:`_mark_notes`), not pasted text
        intro = stripped.endswith(":") and (
            (
                _PASTE_INTRO.search(stripped)
                and not _is_about_me(stripped)
                and not _own_profile(stripped, lines[i + 1 :])
            )
            or _ABOUT_SOMEONE.match(stripped)
        )
        if intro and any(rest.strip() for rest in lines[i + 1 :]):
            return "\n".join(lines[: i + 1])
    return text


#: A request to polish the user's own profile ("tidy this up for my linkedin:", "short bio for the parish
#: newsletter please:", "lista pro meu perfil profissional:"): the short lines under it are notes about the user,
#: not pasted text.
_OWN_DOCUMENT = rx.compile(
    r"\b(?:my|meu|minha)\s+(?:[\w'-]+\s+){0,2}?(?:bio|profile|perfil|linkedin|cv|resume|currículo|curriculo|insta"
    r"|instagram|portfolio|portfólio|about|intro|page|página|pagina|application|candidatura|site|website)\b"
    r"|\b(?:short|quick|brief|little|curta|pequena)\s+(?:bio|intro|blurb)\b",
    re.I,
)
#: Who else a profile may be about: then the lines under the request are theirs.
_SOMEONE_ELSE = rx.compile(
    r"\b(?:for|about|of|on|sobre|para|pra|do|da|de)\s+(?:(?:my|our|a|an|the|his|her|their|o|a|meu|minha|nosso|nossa"
    r"|um|uma)\s+){0,2}(?:new\s+|nov[oa]\s+)?(?:wife|husband|partner|boyfriend|girlfriend|son|daughter|mum|mom|dad"
    r"|mother|father|brother|sister|kid|kids|child|children|friend|friends|colleague|coworker|co-worker|boss|client"
    r"|hire|member|vicar|guest|speaker|student|patient|customer|employee|teammate|candidate|character|marido|mulher"
    r"|esposa|esposo|namorad[oa]|filh[oa]|mãe|mae|pai|irmão|irmao|irmã|irma|amig[oa]|colega|cliente|chefe|alun[oa]"
    r"|paciente|funcionári[oa]|convidad[oa]|personagem)\b|\b(?:him|her|them|his|their|dele|dela|deles|delas)\b"
    r"|\b(?:for|about|para|pra|sobre)\s+(?!(?:LinkedIn|Instagram|Insta|Twitter|Facebook|TikTok|GitHub)\b)"
    r"(?-i:[A-Z][a-z]+)\b",
    re.I,
)


def _own_profile(intro: str, rest: list[str]) -> bool:
    """Whether ``intro`` asks to polish the user's own profile and what follows is notes, one short line each."""
    notes = [line for line in rest if line.strip()]
    return (
        bool(notes)
        and all(len(line.split()) <= 10 for line in notes)
        and _OWN_DOCUMENT.search(intro) is not None
        and _SOMEONE_ELSE.search(intro) is None
    )


#: What a list of notes about the user is for: a profile, a form, a bio, background for an answer.
_NOTES_FOR = rx.compile(
    r"\b(?:bio|biography|profile|perfil|application|candidatura|inscrição|inscricao|form|ficha|formulário"
    r"|formulario|cv|resume|résumé|currículo|curriculo|intro|introduction|apresentação|apresentacao|newsletter"
    r"|linkedin|insta|instagram|portfolio|portfólio|dating|tinder|hinge|bumble|background|context|contexto"
    r"|about\s+me|about\s+myself|sobre\s+mim|a\s+meu\s+respeito|quick\s+facts|my\s+(?:details|info|stats)"
    r"|(?:os\s+)?meus\s+dados)\b",
    re.I,
)
#: A person named or described in the intro ("for a nurse called Tom:", "para uma enfermeira chamada Rita"): the
#: notes are theirs.
_NOTES_OF_SOMEONE = rx.compile(
    r"\b(?:called|named|chamad[oa]s?|de\s+nome)\b"
    r"|(?:\b(?:for|about|of)\s+(?:a|an)|\b(?:para|pra|sobre|de)\s+(?:um|uma))\s+"
    r"(?!(?:[\w'-]+\s+){0,2}?(?:bio|profile|perfil|application|form|ficha|cv|intro|newsletter|app|site|page"
    r"|página|post|plan|plano)\b)",
    re.I,
)
#: At most this many words an item, for a list to be notes (a list of long lines is prose, or pasted).
_NOTE_WORDS = 12


def has_list(text: str) -> bool:
    """Whether any line of ``text`` is a list item (a cheap test before :func:`clean` looks for notes)."""
    return _LIST_MARKER.search(text) is not None


def _mark_notes(lines: list[str]) -> list[str]:
    """Lines with each item of a list of notes about the user opened by :data:`NOTE_MARK`.

    A list is notes about the user when the line right above it says what they are for (the user's bio, a form,
    background for an answer: "For the men's shed application:", "tidy this up for my linkedin pls",
    "Sobre mim pra ficha da creche:") and names nobody else; people write such notes without a subject ("- physio",
    "- 34", "- dad of two"), which is read as if they had written "I'm …".
    """
    out = list(lines)
    index = 0
    while index < len(out):
        if _LIST_MARKER.match(out[index]) is None:
            index += 1
            continue
        start = index
        while index < len(out) and _LIST_MARKER.match(out[index]) is not None:
            index += 1
        intro = out[start - 1].strip() if start else ""
        items = out[start:index]
        if (
            intro
            and _NOTES_FOR.search(intro) is not None
            and _SOMEONE_ELSE.search(intro) is None
            and _NOTES_OF_SOMEONE.search(intro) is None
            and all(len(item.split()) <= _NOTE_WORDS + 1 for item in items)
        ):
            for at in range(start, index):
                marker = _LIST_MARKER.match(out[at])
                assert marker is not None
                out[at] = out[at][: marker.end()] + NOTE_MARK + out[at][marker.end() :]
    return out


def _is_about_me(intro: str) -> bool:
    return bool(_ABOUT_ME.search(intro)) and not re.search(
        r"\b(?:proofread|rewrite|translate|edit|fix|correct|improve|revis|corrij|corrige|traduz|reescrev)",
        intro,
        re.I,
    )


def _first_person_density(paragraph: str) -> float:
    words = len(_WORD.findall(paragraph)) or 1
    return len(_FIRST_PERSON.findall(paragraph)) / words


def _drop_pasted_paragraphs(text: str) -> str:
    if "\n" not in text:  # one paragraph: kept or dropped whole
        return text if len(text) < _LONG_PARAGRAPH or _first_person_density(text) >= 0.03 else ""
    paragraphs = _PARAGRAPH_SPLIT.split(text)
    if len(paragraphs) > 1 and _TRAILING_TASK.search(paragraphs[-1].strip()):
        paragraphs = paragraphs[-1:]
    kept = [p for p in paragraphs if len(p) < _LONG_PARAGRAPH or _first_person_density(p) >= 0.03]
    return "\n\n".join(kept)


def clean(text: str) -> str:
    """The user's own prose: code, quotes, logs, letters and pasted passages removed."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("’", "'")
    if "```" in text or "~~~" in text:
        text = _FENCE.sub("\n", text)
    if "`" in text:
        text = _INLINE_CODE.sub(_keep_inline_code, text)
    header = _EMAIL_HEADER.search(text) if ":" in text else None
    if header is not None and len(_EMAIL_HEADER.findall(text)) >= 2:
        text = text[: header.start()]
    if "\n" in text:
        lines = [
            line
            for line in text.split("\n")
            if not (_INDENTED.match(line) or _BLOCKQUOTE.match(line) or _LOG_LINE.match(line))
        ]
        text = _LIST_MARKER.sub("", "\n".join(_mark_notes(lines)))
    elif _INDENTED.match(text) or _BLOCKQUOTE.match(text) or _LOG_LINE.match(text):
        text = ""
    else:
        # one line: a list marker can only open it (the pattern's "^" is a line's start)
        marker = _LIST_MARKER.match(text)
        text = text if marker is None else text[marker.end() :]
    text = _drop_letters(text)
    text = _drop_pasted_after_intro(text)
    if ":" in text:
        text = _INLINE_HANDOVER.sub(lambda m: m.group("intro") + ":", text)
    text = _drop_pasted_paragraphs(text)
    if '"' in text or "'" in text or any(q in text for q in "“«„‘"):
        text = _QUOTED.sub(_quote, text)
    return text


def sentences(text: str, language: str = "en") -> Iterator[str]:
    """Sentences of cleaned prose; a newline always ends one (list items are separate statements).

    Within a line, ``sentencex`` (Wikimedia's maintained rule-based segmenter, with abbreviation lists for
    English and Portuguese among ~300 languages, no model, a few microseconds a line) finds the boundaries,
    so "Sou prof. de matemática" and "I use Node.js and VS Code." are not cut at their inner full stops.
    """
    for line in text.split("\n"):
        if line.strip():
            yield from _line_sentences(language, line) if len(line) <= _CACHED_LINE else _cut(language, line)


#: Lines up to this length are cut once and remembered (1,024 of them at most: a few hundred KB).
_CACHED_LINE = 400


#: A full stop after an everyday word that sentencex also knows as an abbreviation ("me." for Maine, "no." for
#: number), before a new first-person sentence: "Help me. I'm stuck" and "I said no. I'm fine" are two sentences.
_GLUED = rx.compile(
    r"(?:(?<=\bme\.)|(?<=\bno\.)|(?<=\bus\.)|(?<=\bit\.)|(?<=\bso\.)|(?<=\bhim\.)|(?<=\bher\.)|(?<=\byou\.)"
    r"|(?<=\btoo\.)|(?<=\bthem\.))\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're|our)\b)",
    re.I,
)


def _cut(language: str, line: str) -> tuple[str, ...]:
    pieces = (raw.strip() for raw in segment(language, line))
    return tuple(part for piece in pieces if piece for part in (_GLUED.split(piece) if ". " in piece else (piece,)))


#: Where a sentence goes on after a shout, a doubled question mark, an ellipsis or an emoji without a capital to
#: tell ``sentencex`` so: "we're officially in cork!! best pubs?", "sou vegana… onde como?", "i'm pregnant 😭 what
#: do i do". A single "!" or "?" before a lower-case word is left to ``sentencex`` (it cuts "in leeds! any tips").
_EMOJI = "\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D"
_SOFT_BREAK = rx.compile(
    r"(?:(?<=[!?][!?])|(?<=\w…)|(?<=\w\.\.\.)|(?<=[" + _EMOJI + r"]))\s+(?=[^\W\d_])"
)
#: What any soft break needs (one search, much cheaper than trying the break at every space).
_SOFT_HINT = rx.compile(r"[!?][!?]|…|\.\.\.|[" + _EMOJI + r"]")
#: An emoji or a run of marks left at the end of a piece ("i'm pregnant 😭"): not part of any value.
_TRAILING_MARKS = rx.compile(r"\s*[" + _EMOJI + r"][\s!?" + _EMOJI + r"]*$")


def soft_sentences(sentence: str) -> list[str]:
    """A sentence cut after each shout, doubled question mark, ellipsis or emoji that a lower-case word follows
    (a newline or ``sentencex`` cut the rest), each piece without the emoji that closed it."""
    pieces = _SOFT_BREAK.split(sentence) if _SOFT_HINT.search(sentence) else [sentence]
    if len(pieces) == 1:
        return [_TRAILING_MARKS.sub("", sentence)] if sentence.rstrip(" !?.")[-1:] > "\u2000" else [sentence]
    cut = (_TRAILING_MARKS.sub("", piece) for piece in pieces)
    return [piece for piece in cut if piece]


@lru_cache(maxsize=1024)
def _line_sentences(language: str, line: str) -> tuple[str, ...]:
    """A short line's sentences: a message the rules read is cut to count its sentences in other languages and
    again by the rules of its language, and the second cut is the first one's."""
    return _cut(language, line)
