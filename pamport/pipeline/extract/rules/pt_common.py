"""Helpers shared by the Portuguese rules.

Portuguese memories are written in Portuguese, in the third person, with "o usuário" as subject ("O usuário
mora
em Lisboa"). Nouns the user chose keep their gender ("A profissão do usuário é enfermeira"); predicate
adjectives take the generic masculine that agrees with "o usuário" ("O usuário é casado").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.model import BuildResult, Clause, finding
from pamport.pipeline.extract.rules.phrases import proper_span, swapper, trim, with_region, words
from pamport.schemas.memory_store import MemoryType

EU = r"(?:eu\s+)?"
ADV = (
    r"(?:(?:também|tambem|atualmente|hoje|agora|já|ja|ainda|realmente|muito|basicamente|só|apenas|principalmente"
    r"|geralmente|normalmente|recentemente|finalmente|oficialmente|no\s+momento|hoje\s+em\s+dia|sempre|bastante"
    r"|demais|mesmo|tipo|meio|super|totalmente|com\s+certeza)\s+)*"
)
CONNECTORS = frozenset({"de", "da", "do", "dos", "das", "e", "&", "of", "del", "y"})
LOWER_CONNECTORS = frozenset({"de", "da", "do", "dos", "das"})
PLACE_STOP = frozenset(
    words("""
    e mas com para pra por desde há ha agora hoje aqui lá la no na em um uma o a os as meu minha que faz
    cidade interior capital casa apartamento bairro zona centro região trabalho perto onde quando
    """)
)
CUT = rx.compile(
    r"\s*(?:,\s*(?:[^\W\d_]+-(?:me|nos)\b|[^\W\d_]{2,}ei\b|vou\b|como\b|vejo\b|faço\b|leio\b|oiço\b|ouço\b|jogo\b"
    r"|bebo\b|sigo\b|tenho\b|ando\b|passo\b|acho\b|sinto\b|penso\b|sou\b|estou\b|tô\b|moro\b|vivo\b|trabalho\b|sobretudo\b|especialmente\b|sério\b"
    r"|então|entao|mas|porque|pois|que|embora|e\s+(?:eu|isso|ele|ela|você)|não|se|por\s+favor"
    r"|obrigad[oa]|kkk+|rs+|mesmo|principalmente|exceto|nem|já|agradeço|pfv|pf|a\s+sério"
    # a request after a comma ("não suporto coentros, tira da receita", "adoro jazz, me indica discos")
    r"|tira|tire|põe|poe|ponha|coloca|coloque|manda|mande|faz|faça|faca|dá|dê|diz|diga|sugere|sugira|recomenda"
    r"|recomende|indica|indique|ajuda|ajude|evita|evite|monta|monte|escreve|escreva|explica|explique|lista|deixa"
    r"|deixe|troca|troque|substitui|substitua|me\s+(?:dá|da|diz|ajuda|manda|passa|indica|sugere|recomenda|explica"
    r"|fala|conta|mostra|monta))\b|\s+desde\s+(?:que|o|a|os|as|criança|pequen[oa]|miúd[oa]|sempre|sempre)\b|\s+(?:porque|pois|então|entao|mas|embora|kkk+|rs+"
    r"|por\s+favor|obrigad[oa])\b|\s+(?:no\s+)?(?:ano|mês|mes)\s+passado\b|\s+(?:na\s+)?semana\s+passada\b|\s+e\s+(?:isso|isto|ele|ela|eles|elas|o|a|os|as)\s|\s+e\s+(?:vou|estou|tô|já|ainda|preciso|queria|quero|gostava|gostaria|não)\b|\s+(?:aqui|cá)\s+(?:em|no|na)\b|\s+[(\[]|\s+[—–-]\s+|[.!?](?=\s|$)|;)",
    re.I,
)
INSTRUCTION_CUT = rx.compile(
    r"\s*(?:,|\s+(?:porque|pois|então|mas|por\s+favor|obrigad[oa]|pfv|pf|pls|please)\b|[.!?](?=\s|$)|;)", re.I
)
DEICTIC = rx.compile(
    r"(?:isso|isto|aquilo|você|voce|vc|ele|ela|eles|elas|seu|sua|esse|essa|este|esta|esses|essas|como|o\s+que"
    r"|quando|tudo|nada|disso|daquilo|dele|dela|de\s+você|da\s+sua|do\s+seu|de\s+vocês|que|muito|mais|a\s+ideia"
    r"|aqui|lá|la|ti|te|teu|tua|teus|tuas|não|nao|vocês|voces|demais|imenso|bué|tanto|mesmo|bastante|nem"
    # uma reação a algo da conversa ("gostei do plano mais calmo"), não um gosto duradouro
    r"|(?:(?:d?[oa]s?)\s+)?(?:[\w-]+\s+)?(?:plano|ideia|opção|opções|primeir[oa]|segund[oa]|últim[oa]|outr[oa]|sugestão"
    r"|proposta|versão|resposta|exemplo|exemplos|código|texto|resultado|formato|lista))\b",
    re.I,
)
swap = swapper(
    {
        "meu": "seu",
        "minha": "sua",
        "meus": "seus",
        "minhas": "suas",
        "comigo": "consigo",
        "me": "se",
        "mim": "si",
        "nosso": "seu",
        "nossa": "sua",
        "eu": "ele",
    }
)
swap_instruction = swapper(
    {
        "meu": "seu",
        "minha": "sua",
        "meus": "seus",
        "minhas": "suas",
        "comigo": "com o usuário",
        "me": "lhe",
        "mim": "o usuário",
        "eu": "o usuário",
        "você": "o assistente",
        "voce": "o assistente",
        "vc": "o assistente",
    }
)
ARTICLE = {
    "meu": "O",
    "minha": "A",
    "meus": "Os",
    "minhas": "As",
    "nosso": "O",
    "nossa": "A",
    "o meu": "O",
    "a minha": "A",
}

#: Bought or got for someone else: "comprei um macbook para a minha filha", "peguei um ipad pro meu pai".
FOR_SOMEONE = rx.compile(
    r"\b(?:para|pra|pro|ao|à|aos|às)\s+(?:(?:o|a|os|as)\s+)?(?:meus?|minhas?|seus?|suas?)\s+\w", re.I
)


#: Where a Portuguese value runs into English ("prefiro notion for my own notes", "SQL properly, not just …").
ENGLISH_TAIL = rx.compile(
    r"(?:,\s*|\s+)(?:but|for|my|the|i|i'm|so|and|with|because|is|it's|honestly|though|not|which|that|when|if"
    r"|we|we're|you|it|maybe|in|this|next|like|pls|please|lol|rn|bc|cause)\b|\s+[a-z]{3,}ly\b"
)


#: When or how often, at the end of a thing liked ("pescar nos fins de semana", "café todas as manhãs").
TIME_TAIL = rx.compile(
    r"(?:\s+(?:(?:n|a|d)?[oa]s?|tod[oa]s?\s+(?:[oa]s?\s+)?|à|ao|de|em|sempre|quase|durante\s+[oa]s?|pel[oa]s?)?\s*"
    r"(?:fins?\s+de\s+semana|fim\s+de\s+semana|dias?|noites?|manhãs?|tardes?|semanas?|anos?|domingos?|sábados?"
    r"|segundas?|verões?|inverno|férias|horas\s+vagas|tempo\s+livre)|\s+(?:sempre|diariamente|às\s+vezes))+$",
    re.I,
)


def without_time(value: str) -> str:
    """ "pescar nos fins de semana" → "pescar": how often a liking is indulged is not part of it."""
    return TIME_TAIL.sub("", value) or value


def phrase(text: str, *, deictic_ok: bool = False) -> str | None:
    english = ENGLISH_TAIL.search(text)
    if english is not None and english.start() > 0:
        text = text[: english.start()]
    value = trim(text, CUT)
    if value is None or (not deictic_ok and DEICTIC.match(value)):
        return None
    return swap(value)


def instruction_text(text: str) -> str | None:
    value = trim(text, INSTRUCTION_CUT)
    if value is None:
        return None
    value = swap_instruction(value)
    return value[:1].lower() + value[1:] if value[1:2].islower() else value


def place(text: str, clause: Clause) -> str | None:
    span = proper_span(
        text.lstrip(),
        connectors=LOWER_CONNECTORS if clause.lowercase else CONNECTORS,
        lowercase=clause.lowercase,
        stop=PLACE_STOP,
        max_tokens=5,
    )
    if span is None or (span.lower() in V.NOT_NAMES and not V.is_place(span)):
        return None
    return with_region(text, span, connectors=CONNECTORS)


def organisation(text: str) -> str | None:
    span = proper_span(text.lstrip(), connectors=CONNECTORS, max_tokens=6)
    if span is None or span.lower() in V.NOT_NAMES:
        return None
    return span


def person_name(text: str, clause: Clause, *, max_tokens: int = 3) -> str | None:
    span = proper_span(
        text.lstrip(),
        connectors=frozenset({"de", "da", "do", "dos", "das"}),
        lowercase=clause.lowercase,
        stop=PLACE_STOP | V.NOT_NAMES,
        max_tokens=max_tokens,
    )
    if span is None or any(part.lower() in V.NOT_NAMES for part in span.split()):
        return None
    return span


def templated(
    kind: MemoryType,
    template: str,
    confidence: float,
    topic: str,
    group: str = "obj",
    *,
    deictic_ok: bool = False,
) -> Callable[[re.Match[str], Clause], BuildResult]:
    """As in English: ``lead`` (kept, in the third person) + a phrase that must not be a bare pointer."""

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        value = phrase(match.group(group), deictic_ok=deictic_ok)
        if value is None:
            return None
        lead = match.groupdict().get("lead")
        if lead:
            value = swap(re.sub(r"\s+", " ", lead.strip().lower())) + " " + value
        return finding(kind, template.format(value), confidence, topic)

    return build
