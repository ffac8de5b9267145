"""Portuguese rules for gostos e habilidades."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Priority, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import before_clause, comma_list, slug, words
from pamport.pipeline.extract.rules.pt_common import ADV, ARTICLE, EU, phrase, swap, templated, without_time
from pamport.pipeline.extract.rules.vocab_tech import APPS, TECH
from pamport.schemas.memory_store import MemoryType

#: First-person verbs of liking and disliking in the third person ("gosto" → "gosta", "adoramos" → "adora").
_THIRD_PERSON = {
    "gosto": "gosta", "gostamos": "gosta", "adoro": "adora", "adoramos": "adora", "amo": "ama", "amamos": "ama",
    "curto": "curte", "curtimos": "curte", "prefiro": "prefere", "preferimos": "prefere", "odeio": "odeia",
    "odiamos": "odeia", "detesto": "detesta", "detestamos": "detesta", "suporto": "suporta", "aguento": "aguenta",
    "tolero": "tolera", "sou": "é", "somos": "é", "tenho": "tem", "amarro": "amarra", "amarro-me": "amarra-se",
}  # fmt: skip
#: Words that say how much, dropped from the slot's object ("curto muito rock" likes "rock").
_INTENSITY = rx.compile(r"^(?:(?:muito|mesmo|bué|bue|imenso|bastante|demais|mt|mto|tanto|mais|super|nada)\s+)+", re.I)
#: Liking said without a verb of liking: "sou louca por", "sou fã de", "tenho horror a".
_NEGATIVE_START = rx.compile(r"(?:não|nao|nunca)\b|tenho\s+(?:horror|pavor|nojo|aversão)", re.I)


_RELATION = rx.compile(
    r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\s+"
    r"(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\b",
    re.I,
)


_RESPONSE = rx.compile(r"\b(?:" + V.alternation(V.RESPONSE_NOUNS) + r")\b", re.I)


_WHEN_YOU = rx.compile(r"quando\s+(?:você|voce|vc)\s+", re.I)
_PEEVE = rx.compile(
    r"quando\s+(?!(?:isso|isto|aquilo|você|voce|vc|tu|ele|ela|eles|elas|me|te)\b)(?P<what>\S.*)", re.I
)


#: A finite verb (or a word only a clause has) after a taste's comma: "café, tudo fica melhor",
#: "segundas, nada dá certo" (phrases.before_clause).
_CLAUSE_AFTER = rx.compile(
    r"(?:^|\s)(?:é|são|sao|era|eram|foi|está|estão|estao|tá|fica|ficam|dá|dão|dao|tem|têm|faz|fazem|parece"
    r"|parecem|deixa|deixam|sabe|acho|nunca|sempre|não|nao)(?=$|[\s.,;:!?])",
    re.I,
)


LEADING_ARTICLE = rx.compile(r"(?:(?:um|uma|o|a|os|as|meu|minha|dois|duas|\d+)\s+)*", re.I)


def _preference(match: re.Match[str], clause: Clause) -> BuildResult:
    verb_text = re.sub(r"\s+", " ", match.group("verb").lower())
    said = verb_text.split()
    rendered = _ADJECTIVE.sub(r"\1o", " ".join(_THIRD_PERSON.get(word, word) for word in said))
    rendered = re.sub(r"\b(?:um|uma)\s+(?=grande\s+fã)", "", rendered)  # "sou uma grande fã": fã has no gender
    rendered = re.sub(r"^me\s+amarra\b", "se amarra", rendered)
    obj = match.group("obj")
    if _RELATION.match(obj):
        return None
    peeve = _PEEVE.match(obj)
    if peeve is not None and _WHEN_YOU.match(obj) is None:
        # "odeio quando as pessoas falam alto no comboio": a pet peeve, said by its situation
        said_peeve = phrase(peeve.group("what"))
        if said_peeve is None or (said[0] not in _DISLIKE_VERBS and not _NEGATIVE_START.match(verb_text)):
            return None
        return finding("preference", f"O usuário {rendered} quando {said_peeve}", 0.75, "dislikes",
                       slot="preference.dislikes", value=f"quando {said_peeve}", domain="personal")  # fmt: skip
    when_you = _WHEN_YOU.match(obj)
    if when_you is not None:
        value = phrase("quando o assistente " + obj[when_you.end() :], deictic_ok=True)
        kind: MemoryType = "instruction"
    else:
        value = phrase(obj)
        kind = "instruction" if value and _RESPONSE.search(value) else "preference"
    if value is None:
        return None
    if kind == "preference":
        value = before_clause(value, _CLAUSE_AFTER)
    slot = object_ = None
    if kind == "instruction" and when_you is None:
        slot, object_ = "instruction.style", value  # "prefiro respostas curtas"
    if kind == "preference":
        object_ = without_time(_INTENSITY.sub("", value))
        if said[0].startswith("prefir"):
            # "prefiro chá a café": what is preferred, without what it is preferred to
            object_ = re.split(r"\s+(?:a|ao|à|aos|às|do\s+que|que)\s+", object_, maxsplit=1)[0]
        if known(object_, TECH | APPS):
            return finding("preference", f"O usuário {rendered} {value}", 0.8, "likes", domain="personal")
        slot = "preference.dislikes" if _NEGATIVE_START.match(verb_text) or said[0] in _DISLIKE_VERBS else None
        slot = slot or "preference.likes"
    items = comma_list(value, ("e", "ou")) if kind == "preference" and slot is not None else None
    if items is not None:
        # "adoro sushi, ramen e pizza": one memory per thing, so each merges with the same taste said alone
        return [
            finding("preference", f"O usuário {rendered} {item}", 0.8, "likes", slot=slot,
                    value=without_time(_INTENSITY.sub("", item)), domain="personal")
            for item in items
        ]  # fmt: skip
    items = list_items(object_) if kind == "preference" and object_ else None
    if items is not None:
        # "adoro sushi e pizza" (no comma): one memory in the user's words, on the slot of the first thing named
        object_ = items[0]
    return finding(
        kind,
        f"O usuário {rendered} {value}",
        0.8,
        "likes" if kind == "preference" else "response-style",
        slot=slot,
        value=object_ if slot else None,
        domain="personal",
    )


_LIST_SPLIT = rx.compile(r"\s*,\s*|\s+e\s+")


def list_items(value: str) -> list[str] | None:
    """ "sushi, ramen e pizza" → its items, when every item is a short noun phrase; else None."""
    if "," not in value and " e " not in value:
        return None
    items = [item for item in _LIST_SPLIT.split(value) if item]
    if not 2 <= len(items) <= 6 or any(len(item.split()) > 3 for item in items):
        return None
    return items


def _club(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "sou gremista roxo", "sou sócio do Sporting", "sou adepto do Benfica": the club the user supports."""
    fan = (match.group("fan") or "").lower()
    club = V.CLUB_FANS.get(fan) if fan else match.group("club")
    if club is None or (not fan and club.split()[0].lower() not in V.CLUBS):
        return None
    return finding(
        "preference", f"O usuário torce pelo {club}", 0.8, "likes", slot="preference.likes", value=club,
        domain="personal",
    )


_REFUSED = rx.compile(r"\bnão\s+(?:o|a|os|as)\s+(suporto|aguento|tolero|gosto)\b", re.I)
_NOT_A_THING = frozenset(
    words("eu tu ele ela nós isso isto aquilo hoje agora ainda já mas então sim não aqui lá assim também tb depois")
)


def _object_first(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "e picante também não curto nada", "Coentros não, por favor, não os suporto": the thing named first."""
    thing = match.group("x")
    if thing.split()[0].lower() in _NOT_A_THING or _RELATION.match(thing):
        return None
    said = match.group("verb")
    if said is None:
        # "Coentros não, por favor, não os suporto": refused, and said not to be stood
        refused = _REFUSED.search(clause.sentence)
        if refused is None:
            return None
        said = refused.group(1)
    value = phrase(thing)
    if value is None:
        return None
    verb = {"curto": "curte", "suporto": "suporta", "aguento": "aguenta", "gosto": "gosta", "tolero": "tolera"}
    return finding(
        "preference", f"O usuário não {verb[said.lower()]} {value.lower()}", 0.7, "likes",
        slot="preference.dislikes", value=value.lower(), domain="personal",
    )


_NOT_WATCHED = rx.compile(
    r"(?:gente|pessoas?|pessoal|malta|coisas?|vez|vezes|casos?|erros?|problemas?|comentários?|mensagens?|isso|isto)\b",
    re.I,
)


def _consume(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "bebo muito chá verde", "como imenso peixe": what the user has a lot of is a taste."""
    if _NOT_WATCHED.match(match.group("obj")):
        return None  # "vejo muita gente a fazer isso": not a taste
    value = phrase(match.group("obj"))
    if value is None or _TODAY.search(clause.prefix):
        return None
    value = without_time(value)
    verb = {"bebo": "bebe", "como": "come", "vejo": "vê", "oiço": "ouve", "ouço": "ouve", "escuto": "escuta",
            "leio": "lê"}[match.group("verb").lower()]
    return finding(
        "preference", f"O usuário {verb} muito {value}", 0.7, "likes", slot="preference.likes", value=value,
        domain="personal",
    )


_TODAY = rx.compile(r"\b(?:hoje|hj|ontem|esta\s+semana|essa\s+semana|agora)\b", re.I)


def _hobby(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    items = list_items(value) or [without_time(value)]
    return finding(
        "preference", f"O usuário gosta de {value}", 0.8, "likes", slot="preference.likes", value=items[0],
        domain="personal",
    )


_ADJECTIVE = rx.compile(r"\b(apaixonad|louc|doid|maluc|tarad|vidrad|obcecad|fanátic|fissurad|chegad)as?\b")
_DISLIKE_VERBS = frozenset({"odeio", "odiamos", "detesto", "detestamos"})


def _favorite(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    noun = re.sub(r"\s+", " ", match.group("noun").strip().lower())
    if value is None or len(noun.split()) > 3:
        return None
    article = ARTICLE[match.group("poss").lower()]
    verb = match.group("verb").lower()
    return finding(
        "preference",
        f"{article} {noun} {match.group('adj').lower()} do usuário {verb} {value}",
        0.85,
        "favorite",
        slot=f"preference.favorite_{slug(V.FAVORITE_NOUNS.get(noun, noun))}",
        value=value,
        domain="personal",
    )


def known(obj: str, vocabulary: frozenset[str]) -> bool:
    first = re.match(r"[\w+#.-]+", LEADING_ARTICLE.sub("", obj, count=1))
    return first is not None and first.group(0).lower().rstrip(".") in vocabulary


def _skill_duration(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = phrase(match.group("obj"))
    if obj is None:
        return None
    verb = {"trabalho": "trabalha", "programo": "programa", "mexo": "mexe", "atuo": "atua"}[match.group("verb").lower()]
    duration = re.sub(r"\s+", " ", match.group("dur"))
    content = f"O usuário {verb} {match.group('prep').lower()} {obj} {duration}"
    if len(obj.split()) <= 4 and not _NOT_A_SKILL.match(obj):
        # "programo em Python há 8 anos", "trabalho com marketing digital há 10 anos": what the user knows
        return _skill_of(re.split(r"\s*,\s*|\s+e\s+", obj, maxsplit=1)[0], content, 0.85, domain="professional")
    return finding("skill", content, 0.85, "experience", domain="professional")


#: What experience is with or in: "experiência com Figma", "experiência em vendas" (not "como enfermeira").
_EXPERIENCE_IN = rx.compile(r"^.*?\bexperiência\s+(?:com|em|na|no|nos|nas)\s+(?:(?:o|a|os|as)\s+)?(?P<what>.+)$", re.I)


def _with_what_known(build: Builder) -> Builder:
    """A builder of "O usuário tem … experiência com X" that puts the finding on X's slot."""

    def with_slot(match: re.Match[str], clause: Clause) -> BuildResult:
        found = build(match, clause)
        if not isinstance(found, Finding) or re.search(r"\bpouca\s+experiência\b", found.content):
            return found
        thing = _EXPERIENCE_IN.match(found.content)
        if thing is None:
            return found
        what = re.split(r"\s*,\s*|\s+e\s+|\s+(?:há|desde|por|para|pra)\s", thing.group("what"), maxsplit=1)[0]
        if not what or len(what.split()) > 4 or _NOT_A_SKILL.match(what):
            return found
        slotted = _skill_of(what, found.content, found.confidence, domain="professional")
        return replace(found, slot=slotted.slot, value=slotted.value) if isinstance(slotted, Finding) else found

    return with_slot


def _level(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    said_level = re.sub(r"\s+", " ", match.group("lvl"))
    level = said_level.lower() if said_level.lower().endswith("ista") or said_level.lower() == "autodidata" else (
        V.masculine(said_level)
    )
    level = _LOW_MASCULINE.get(level.lower(), level)
    content = f"O usuário é {level} {match.group('prep').lower()} {value}"
    if level in _LOW_LEVELS and not _NOT_A_SKILL.match(value):
        # "sou péssima em matemática", "sou fraco a inglês": kept, without the slot of what is known
        return finding("skill", content, 0.8, "skill-level", domain="professional")
    if known(value, V.LANGUAGES | TECH | APPS):
        # "sou fluente em inglês", "sou nativa em português", "sou boa em Excel": on the skill's slot
        return _skill_of(value, content, 0.8)
    if _NOT_A_SKILL.match(value) or level in _LOW_LEVELS:
        return None if _NOT_A_SKILL.match(value) else finding("skill", content, 0.8, "skill-level",
                                                               domain="professional")  # fmt: skip
    # "sou boa em matemática", "sou craque em planilhas": the thing known, on its slot
    return _skill_of(re.split(r"\s*,\s*|\s+e\s+", value, maxsplit=1)[0], content, 0.8, domain="professional")


#: What "sou bom em …" takes that is no skill: a place or time, a joke about oneself.
_NOT_A_SKILL = rx.compile(
    r"(?:casa|tudo|nada|isso|isto|procrastinar|dormir|comer|reclamar|esquecer|perder|desculpas|mim|ti|si)\b", re.I
)


_LEVEL_BEFORE = rx.compile(
    r"^(?:fluentemente\s+|bem\s+|um\s+pouco\s+de\s+|o\s+básico\s+de\s+|básico\s+de\s+|(?:o|a)\s+)", re.I
)
_LANGUAGE_ITEM = rx.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")


def _languages(obj: str) -> tuple[list[tuple[str, str]], str]:
    """The languages of a list as said ("português, inglês e um pouco de francês"): (what was said, the language),
    up to the first item that is no language ("inglês e espanhol, preciso de treinar …" names two); and the list as
    said, without what follows it."""
    found: list[tuple[str, str]] = []
    parts = re.split(r"(\s*,\s*|\s+e\s+)", obj.strip(), maxsplit=5)
    said_list = ""
    for index in range(0, len(parts), 2):
        said = re.sub(r"\s+(?:fluentemente|bem|mais\s+ou\s+menos|razoavelmente)$", "", parts[index].strip(), flags=re.I)
        language = _LANGUAGE_ITEM.match(_LEVEL_BEFORE.sub("", said))
        if language is None or language.group(0).lower() not in V.LANGUAGES:
            break
        found.append((said, language.group(0)))
        said_list += (parts[index - 1] if index else "") + parts[index]
    return found, said_list


def _speak(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    bare = _LEVEL_BEFORE.sub("", obj)
    if not known(bare, V.LANGUAGES):
        return None
    spoken, said_list = _languages(obj)
    if len(spoken) > 1 and "," not in said_list:
        obj = said_list  # "falo inglês e espanhol, preciso de treinar o alemão": the list, not what follows
    elif len(spoken) > 1:
        # "falo português, inglês e francês": listed with commas, one memory per language, each on its own slot
        return [
            finding("skill", f"O usuário fala {said}", 0.85, "languages", slot="skill.speaks", value=language,
                    domain="personal")
            for said, language in spoken
        ]  # fmt: skip
    value = phrase(obj)
    if value is None:
        return None
    if len(spoken) == 1:
        # "falo fluentemente francês", "falo inglês fluente": the one language, on its slot
        return finding("skill", f"O usuário fala {value}", 0.85, "languages", slot="skill.speaks",
                       value=spoken[0][1], domain="personal")  # fmt: skip
    return finding("skill", f"O usuário fala {value}", 0.85, "languages", domain="personal")


def _my_language_any(match: re.Match[str], clause: Clause) -> BuildResult:
    said = match.group("lang") or match.group("lang2") or match.group("lang3")
    if said is None or said.lower() not in V.LANGUAGES:
        return None
    if match.group("lang"):
        return _my_language(match, clause)
    return finding("skill", f"A língua materna do usuário é o {said.lower()}", 0.8, "languages", slot="skill.speaks",
                   value=said, domain="personal")  # fmt: skip


def _my_language(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "o meu inglês é fluente", "meu espanhol é básico", "a minha língua materna é o crioulo": a language the user
    speaks, at the level said."""
    language = match.group("lang")
    if language.lower() not in V.LANGUAGES:
        return None
    return finding("skill", f"O {language.lower()} do usuário é {match.group('level').lower()}", 0.8, "languages",
                   slot="skill.speaks", value=language, domain="personal")  # fmt: skip


def _know(match: re.Match[str], clause: Clause) -> BuildResult:
    verb = match.group("verb").lower()
    obj = match.group("obj")
    if verb == "manjo":
        obj = re.sub(r"^(?:(?:muito|bem|bastante|um\s+pouco)\s+)?(?:de\s+)?", "", obj, flags=re.I)
    if verb == "domino" and not known(obj, TECH | V.LANGUAGES):
        return None
    if verb in ("sei", "domino") and known(obj, V.LANGUAGES):
        # "eu sei Libras", "domino o francês": a language the user speaks
        spoken = phrase(obj)
        return finding("skill", f"O usuário fala {spoken}", 0.8, "languages", domain="personal") if spoken else None
    if verb == "sei" and not re.match(
        r"(?:falar|programar|cozinhar|tocar|usar|desenhar|dirigir|costurar|editar|"
        r"nadar|pintar|cantar|mexer|tricotar|bordar|fotografar|surfar|patinar|andar\s+de|esquiar|dançar|conduzir"
        r"|mergulhar|soldar|consertar|reparar|traduzir|ler\s+(?:partituras|música)|jogar|fazer\s+(?:crochê|croché|tricô"
        r"|pão|bolos|sites|apps|massagens|tatuagens|unhas|maquilhagem|maquiagem|contas|sushi|cerveja))\b",
        obj,
        re.I,
    ):
        return None
    value = phrase(obj)
    if value is None:
        return None
    rendered = {"sei": "sabe", "domino": "domina", "programo": "programa", "manjo": "manja"}[verb]
    # the thing known, on its slot: "sei programar em Python" knows Python, "sei tocar guitarra" plays the guitar
    thing = _HOW_WELL.sub("", _WELL_FIRST.sub("", _DOING_VERB.sub("", value))) or value
    return _skill_of(thing, f"O usuário {rendered} {value}", 0.8, domain="technical")


#: The verb before what is known ("programar em", "fazer", "usar o") and how well, after it.
_DOING_VERB = rx.compile(
    r"^(?:(?:programar|mexer|trabalhar)\s+(?:em|no|na|com)\s+|(?:fazer|usar|tocar|falar|jogar|utilizar)\s+(?=\S))", re.I
)
_WELL_FIRST = rx.compile(r"^(?:(?:muito|bastante|super|razoavelmente)\s+)?(?:bem|mal)\s+", re.I)
_HOW_WELL = rx.compile(r"\s+(?:(?:muito|bastante|super|razoavelmente)\s+)?(?:bem|mal|fluentemente)$", re.I)


#: How much, after a verb of liking: "gosto imenso de", "curto muito", "adoro mesmo".
_MUCH = (
    r"(?:\s+(?:muito|bastante|demais|mesmo|mais|imenso|bué|bue|mt|mto|tanto|pra\s+caramba|nem\s+um\s+pouco|de\s+paixão|nada"
    r"|de\s+coração))"
)


_LEVELS = (
    r"fluente|iniciante|experiente|especialista|avançad[oa]|intermediári[oa]|novat[oa]|bo[ma]|muito\s+bo[ma]|"
    r"ótim[oa]|craque|expert|autodidata|proficiente|leig[oa]|nativ[oa]|falante\s+nativ[oa]|bilingue|bilíngue|"
    # a low level: "sou péssima em matemática", "sou fraco a inglês" (kept without the skill's slot)
    r"péssim[oa]|pessim[oa]|horrível|horrivel|terrível|terrivel|ruim|frac[oa]|mau|má"
)
#: Levels that say the user is not good at it: the memory keeps it, without the slot of what is known.
_LOW_LEVELS = frozenset(
    words("leigo iniciante novato péssimo pessimo horrível horrivel terrível terrivel ruim fraco mau")
)
#: The masculine of a low level said in the feminine (the wording of the person's gender comes later).
_LOW_MASCULINE = {"péssima": "péssimo", "pessima": "pessimo", "fraca": "fraco", "má": "mau", "leiga": "leigo",
                  "novata": "novato"}  # fmt: skip


_DURATION = r"(?:há|desde)\s+(?:mais\s+de\s+|quase\s+|uns\s+|umas\s+|cerca\s+de\s+)?\S+(?:\s+(?:anos?|meses|mês))?"


_INSTRUMENTS = (
    r"violão|guitarra|piano|bateria|violino|baixo|teclado|flauta|saxofone|sax|ukulele|cavaquinho|"
    r"trompete|acordeão|sanfona|contrabaixo|viola|violoncelo|harpa|clarinete|oboé|fagote|trombone|tuba|trompa"
    r"|concertina|gaita|harmónica|harmônica|bandolim|banjo|berimbau|pandeiro|cajón|cajon|djembe|percussão|órgão"
    r"|sintetizador|xilofone|marimba|cello|kalimba|timbales|tamborim|surdo|bombo"
)


_SPORTS = (
    r"futebol|tênis|tenis|ténis|vôlei|volei|voleibol|basquete|basquetebol|xadrez|handebol|andebol|golfe|padel"
    r"|beach\s+tennis|futevôlei|pôquer|poker|rugby|badminton|squash|hóquei|ping-pong|ténis\s+de\s+mesa|tênis\s+de\s+mesa"
    r"|bilhar|sinuca|snooker|bowling|boliche|dardos|futsal|futebol\s+de\s+salão|sueca|truco|bridge|damas|lol|fifa"
    r"|league\s+of\s+legends|valorant|fortnite|minecraft|counter-strike|cs"
)


def _skill_of(value: str, content: str, confidence: float, *, domain: str = "personal") -> BuildResult:
    """A skill on the vocabulary's slot: a language spoken, an instrument played, or another thing known."""
    bare = LEADING_ARTICLE.sub("", value, count=1)
    if known(bare, V.LANGUAGES):
        slot, said = "skill.speaks", bare.split()[0].lower()
    elif re.match(r"(?:" + _INSTRUMENTS + r")\b", bare, re.I):
        slot, said = "skill.plays", bare
    else:
        slot, said = "skill.knows", bare
    return finding("skill", content, confidence, "skill", slot=slot, value=said, domain=domain)


def _knack(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tenho jeito para desenho", "tenho muito jeito com plantas", "sou faixa preta de karaté", "aprendi sozinha a
    programar em JavaScript": something the user can do, said by a knack, a grade or how it was learned."""
    value = phrase(match.group("obj"))
    if value is None or len(value.split()) > 6 or _NOT_A_SKILL.match(value):
        return None
    lead = re.sub(r"\s+", " ", match.group("lead").lower())
    lead = re.sub(r"^(?:eu\s+)?(tenho|sou|aprendi)\b", lambda m: {"tenho": "tem", "sou": "é", "aprendi": "aprendeu"}[
        m.group(1)], lead)
    lead = re.sub(r"\bsozinh[oa]\b", "por conta própria", lead)  # the same for every gender
    thing = _HOW_WELL.sub("", _WELL_FIRST.sub("", _DOING_VERB.sub("", value))) or value
    return _skill_of(thing, f"O usuário {lead} {value}", 0.75)


def _native_speaker(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "sou falante nativa de inglês", "como falante nativo de espanhol, …": a language the user speaks."""
    language = match.group("lang")
    if language.lower() not in V.LANGUAGES:
        return None
    return finding("skill", f"O usuário fala {language.lower()} como língua materna", 0.85, "languages",
                   slot="skill.speaks", value=language, domain="personal")  # fmt: skip


def _get_by(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "desenrasco-me em francês", "me viro bem no inglês", "mexo bem no Excel": a skill, said modestly."""
    obj = match.group("obj")
    named = LEADING_ARTICLE.sub("", obj, count=1)
    instrument = re.match(r"(?:" + _INSTRUMENTS + r")\b", named, re.I)
    if not (known(named, V.LANGUAGES | TECH | APPS | V.APP_WORDS) or instrument):
        return None  # "me viro na cozinha", "mexo com a Ana", "me viro bem em Lisboa": not a skill named
    value = phrase(obj)
    if value is None:
        return None
    said = re.sub(r"\s+", " ", match.group("how").lower()).strip()
    verb = {"desenrasco": "se desenrasca", "viro": "se vira", "safo": "se safa", "mexo": "mexe", "arranho": "arranha"}[
        match.group("verb").lower()
    ]
    prep = re.sub(r"\s+", " ", match.group("prep").lower())
    return _skill_of(value, f"O usuário {verb} {said + ' ' if said else ''}{prep} {value}".replace("  ", " "), 0.75)


def _understand(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "percebo bastante de vinhos", "entendo bem de carros": something the user knows about."""
    if re.match(r"(?:onde|quem|que|quê|como|porquê|o\s+que|tudo|nada)\b", match.group("obj"), re.I):
        return None  # "percebo bem de onde vens": understanding someone, not knowing a subject
    value = phrase(match.group("obj"))
    if value is None:
        return None
    verb = {"percebo": "percebe", "entendo": "entende"}[match.group("verb").lower()]
    how = re.sub(r"\s+", " ", match.group("how").lower())
    return finding("skill", f"O usuário {verb} {how} de {value}", 0.75, "skill", slot="skill.knows", value=value,
                   domain="personal")


def _trained(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tenho formação em primeiros socorros", "sou certificada em AWS", "tenho o C1 de inglês"."""
    value = phrase(match.group("obj"))
    if value is None:
        return None
    lead = swap(re.sub(r"\s+", " ", match.group("lead")))
    lead = re.sub(r"^(?:eu\s+)?(?:tenho|sou)\b", lambda m: "tem" if m.group(0).lower().endswith("tenho") else "é", lead,
                  flags=re.I)
    return _skill_of(value, f"O usuário {lead} {value}", 0.8)


def _play(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None and match.group("verb").lower() == "tocando":
        # "ando a tocar piano outra vez": the instrument, without when
        named = re.match(r"(?:" + _INSTRUMENTS + r")\b", match.group("obj"), re.I)
        value = named.group(0) if named else None
    if value is None:
        return None
    thing = re.match(r"(?:" + _INSTRUMENTS + "|" + _SPORTS + r")\b", value, re.I)
    said = thing.group(0) if thing else value
    if match.group("verb").lower() in ("toco", "tocando"):
        return finding(
            "skill", f"O usuário toca {value}", 0.8, "music", slot="skill.plays", value=said, domain="personal"
        )
    return finding(
        "preference", f"O usuário joga {value}", 0.75, "sports", slot="preference.likes", value=said, domain="personal"
    )


_ACTIVITY = V.alternation(V.ACTIVITIES)
_DOING = {"faço": "faz", "pratico": "pratica", "danço": "dança", "corro": "corre", "nado": "nada", "escalo": "escala",
          "treino": "treina", "fazemos": "faz", "praticamos": "pratica", "dançamos": "dança"}  # fmt: skip


def _regularly(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vou ao ginásio 4 vezes por semana", "ando de bicicleta pra todo lado": a pastime kept up."""
    what = re.sub(r"\s+", " ", match.group("what").lower())
    value = {"ginásio": "ginásio", "academia": "academia", "bike": "bicicleta"}.get(what, what)
    said = re.sub(r"\s+", " ", match.group("said").lower())
    verb = "anda" if said.startswith("ando") else "vai"
    return finding("preference", f"O usuário {verb} {said.split(' ', 1)[1]} {match.group('what')}".replace("  ", " "),
                   0.7, "likes", slot="preference.likes", value=value, domain="personal")


def _activity(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "faço crossfit", "pratico ioga todos os dias", "danço forró", "corro três vezes por semana": a pastime."""
    verb = re.sub(r"^(?:ando|estou|tô|andamos|estamos)\s+(?:fazendo|praticando)$", "faço", match.group("verb").lower())
    what = (match.group("what") or "").lower()
    if not what:
        what = {"corro": "corrida", "nado": "natação", "escalo": "escalada", "danço": "dança"}.get(verb, "")
        if not what:
            return None
    said = f"{what}" if verb != "danço" or what == "dança" else what
    return finding(
        "preference",
        f"O usuário {_DOING[verb]} {what}" if match.group("what") else f"O usuário {_DOING[verb]}",
        0.75,
        "likes",
        slot="preference.likes",
        value=said,
        domain="personal",
    )


#: Pastimes one takes up that are races or aims rather than tastes ("comecei a fazer maratonas" may be either).
_TAKEN_UP = V.alternation(
    V.ACTIVITIES - frozenset(words("maratonas corrida caminhada caminhadas voluntariado escrita"))
)


def _taken_up(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "comecei a fazer crossfit", "voltei a jogar padel", "comecei no pilates": a pastime the user took up, as a
    like (the slot of "faço crossfit")."""
    what = re.sub(r"\s+", " ", match.group("what").lower())
    verb = match.group("verb").lower()
    said = "voltou a" if verb.startswith("volt") else "começou a"
    doing = re.sub(r"\s+", " ", (match.group("doing") or "").lower()).strip()
    content = f"O usuário {said} {doing} {what}" if doing else f"O usuário {said} fazer {what}"
    return finding(
        "preference", content, 0.75, "likes", slot="preference.likes", value=what, domain="personal"
    )


def _never_miss(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "nunca perco um jogo do Benfica", "não perco um episódio de Casa de Papel": a team or show the user follows."""
    what = re.sub(r"\s+", " ", match.group("what").strip())
    if what.lower() in ("meu", "minha", "dele", "dela", "nada", "tempo"):
        return None
    said = re.sub(r"\s+", " ", match.group("said").lower())
    return finding("preference", f"O usuário nunca perde {said} {what}", 0.75, "likes", slot="preference.likes",
                   value=what, domain="personal")  # fmt: skip


RULES: list[Rule] = [
    rule(
        "pt.preference.never_miss",
        "eu nunca não nao",
        r"(?:eu\s+)?(?:nunca|n[ãa]o)\s+perco\s+(?P<said>(?:um|uma|nenhum|nenhuma)\s+(?:jogo|episódio|episodio|corrida"
        r"|concerto|show|partida)\s+(?:do|da|de|dos|das))\s+(?P<what>(?!(?:meu|minha|seu|sua)\b)[\w&'.-]+(?:\s+(?:de\s+)?"
        r"(?:(?-i:[A-ZÀ-Ý])[\w&'.-]+|\d+)){0,2})",
        _never_miss,
        "preference",
    ),
    rule(
        "pt.preference.taken_up",
        "eu nós já ja comecei começei comecamos começamos começámos voltei voltámos voltamos",
        r"(?:eu\s+|nós\s+)?(?:(?:já|ja|finalmente|agora|recentemente|também|tb)\s+)?"
        r"(?P<verb>comecei|começei|começámos|começamos|comecamos|voltei|voltámos|voltamos)\s+"
        r"(?:a\s+(?P<doing>fazer|praticar|treinar|jogar|dançar)\s+|(?:no|na|com\s+o|com\s+a|com)\s+)"
        r"(?P<what>" + _TAKEN_UP + r")\b(?!\s+(?:d[oa]s?|de)\s)",
        _taken_up,
        "preference",
    ),
    rule(
        "pt.skill.play",
        "eu toco jogo",
        EU + ADV + r"(?P<verb>toco|jogo)\s+(?P<obj>(?:" + _INSTRUMENTS + "|" + _SPORTS + r")\b.*)",
        _play,
        "skill",
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.playing",
        "eu estou ando estamos andamos",
        EU + r"(?:estou|ando|estamos|andamos)\s+" + ADV + r"(?P<verb>tocando)\s+(?P<obj>(?:" + _INSTRUMENTS + r")\b.*)",
        _play,
        "skill",
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.experience_years",
        "eu tenho",
        EU + r"tenho\s+(?P<obj>(?:mais\s+de\s+|quase\s+|uns\s+|cerca\s+de\s+)"
        r"?\S+\s+anos?\s+de\s+experiência\s+(?:com|em|como|na|no)\s+.+)",
        _with_what_known(templated("skill", "O usuário tem {}", 0.85, "experience")),
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.experience",
        "eu tenho",
        EU + r"tenho\s+(?P<obj>(?:bastante\s+|muita\s+|pouca\s+|alguma\s+|certa\s+)"
        r"?experiência\s+(?:com|em|como)\s+.+)",
        _with_what_known(templated("skill", "O usuário tem {}", 0.8, "experience")),
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.duration",
        "eu trabalho programo mexo atuo",
        EU + r"(?P<verb>trabalho|programo|mexo|atuo)\s+"
        r"(?P<prep>com|em|na\s+área\s+de)\s+(?P<obj>.+?)\s+(?P<dur>" + _DURATION + r")\b",
        _skill_duration,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.level",
        "eu sou",
        EU + r"sou\s+(?P<lvl>" + _LEVELS + r")\s+(?P<prep>em|no|na|nos|nas|com|a|à)\s+"
        r"(?P<obj>.+)",
        _level,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        # "sou bom de matemática", "sou boa de conta": the Brazilian "bom de" ("bom de garfo" is an appetite)
        "pt.skill.good_de",
        "eu sou",
        EU + r"sou\s+(?:muito\s+)?(?P<lvl>bom|boa|craque|fera)\s+(?P<prep>de)\s+"
        r"(?P<obj>(?!(?:garfo|copo|cama|papo|briga|coração|vida|boca|família|familia|idade|saúde|saude|sorte|mais"
        r"|menos|verdade|novo|nova)\b).+)",
        _level,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule("pt.skill.speak", "eu falo", EU + ADV + r"falo\s+(?P<obj>.+)", _speak, "skill"),
    rule(
        "pt.skill.native",
        "eu sou",
        EU + r"sou\s+(?:um\s+|uma\s+)?falante\s+nativ[oa]\s+(?:de|do|da)\s+(?P<lang>[^\W\d_]+)",
        _native_speaker,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.knack",
        "eu tenho sou aprendi",
        EU + r"(?P<lead>tenho\s+(?:(?:muito|bastante|algum|bom|um\s+certo)\s+)?(?:jeito|jeitinho|queda|talento|mão)"
        r"\s+(?:para|pra|com|p/)"
        r"|sou\s+faixa[- ](?:preta|castanha|marrom|roxa|azul|verde)\s+(?:de|em|no|na)"
        r"|aprendi\s+(?:sozinh[oa]|por\s+conta\s+própria)\s+(?:a|o|a\s+usar)?)\s+(?P<obj>(?!(?:isso|isto|tudo|nada|"
        r"nenhum|nenhuma)\b)\S.*)",
        _knack,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.skill.my_language",
        "o a meu minha",
        r"(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+(?P<lang>[^\W\d_]+)\s+(?:é|e|está|esta|tá|ta|anda)\s+(?:(?:muito|bem|super|bastante"
        r"|meio|um\s+pouco)\s+)?(?P<level>fluente|básico|basico|bom|razoável|razoavel|avançado|avancado|intermédio"
        r"|intermediário|intermediario|nativo|enferrujado|fraco|decente|ok)\b"
        r"|minha\s+l[íi]ngua\s+materna\s+(?:é|e)\s+(?:o\s+|a\s+)?(?P<lang2>[^\W\d_]+)"
        r"|(?P<lang3>[^\W\d_]+)\s+(?:é|e)\s+a\s+minha\s+l[íi]ngua\s+materna)",
        _my_language_any,
        "skill",
    ),
    rule(
        "pt.skill.get_by",
        "eu me desenrasco viro safo mexo arranho",
        EU + r"(?:me\s+)?(?P<verb>desenrasco|viro|safo|mexo|arranho)\s+"
        r"(?P<how>(?:(?:muito|bastante|super|razoavelmente|mais\s+ou\s+menos|minimamente|bem|um\s+pouco)\s+)*)"
        r"(?P<prep>em|no|na|nos|nas|com\s+o|com\s+a|com|o|a)\s+(?P<obj>.+)",
        _get_by,
        "skill",
    ),
    rule(
        "pt.skill.understand",
        "eu percebo entendo",
        EU + r"(?P<verb>percebo|entendo)\s+"
        r"(?P<how>(?:muito\s+|bastante\s+|imenso\s+|bué\s+|super\s+)*bem|muito|bastante"
        r"|imenso|bué|um\s+pouco|alguma\s+coisa|umas\s+coisas|o\s+básico)\s+(?:de|d[oa]s?)\s+(?P<obj>.+)",
        _understand,
        "skill",
    ),
    rule(
        "pt.skill.trained",
        "eu tenho sou",
        EU + r"(?P<lead>tenho\s+(?:uma\s+)?(?:formação|certificação|especialização|pós-graduação)\s+(?:em|de)"
        r"|sou\s+certificad[oa]\s+(?:em|pela|pelo|n[oa])"
        r"|tenho\s+(?:o\s+)?(?:nível\s+)?[abcABC][12]\s+(?:de|em|a)(?=\s+(?:" + V.alternation(V.LANGUAGES) + r")\b))"
        r"\s+(?P<obj>.+)",
        _trained,
        "skill",
        exclusive=True,
        priority=Priority.EXPERIENCE,
    ),
    rule(
        "pt.preference.activity",
        "eu nós faço pratico danço corro nado escalo treino fazemos praticamos dançamos ando estou tô andamos estamos",
        r"(?:eu\s+|nós\s+)?" + ADV
        + r"(?P<verb>faço|pratico|danço|fazemos|praticamos|dançamos|corro|nado|escalo|treino"
        r"|(?:ando|estou|tô|andamos|estamos)\s+(?:fazendo|praticando))"
        r"(?:\s+(?:aulas\s+de\s+)?(?P<what>" + _ACTIVITY + r")\b|(?=\s+(?:\d+\s*(?:km|k)\b|todos|todas|\w+\s+vezes"
        r"|diariamente|regularmente|há\s+\S+\s+anos|desde)|\s*$))",
        _activity,
        "preference",
    ),
    rule(
        "pt.skill.know",
        "eu sei domino programo manjo",
        EU + ADV + r"(?P<verb>sei|domino|programo|manjo)\s+(?P<obj>.+)",
        _know,
        "skill",
    ),
    rule(
        "pt.preference.verb",
        "eu nós gosto adoro amo curto prefiro odeio detesto não nao sou adoramos amamos curtimos gostamos odiamos"
        " detestamos preferimos tenho somos me amarro-me",
        r"(?:eu\s+|nós\s+)?" + ADV + r"(?P<verb>(?:(?:não|nao)\s+)?(?:gosto|gostamos)" + _MUCH
        + r"?(?:\s+nada)?\s+(?:de|d[aoe]s?)"
        r"|(?:adoro|amo|curto|prefiro|odeio|detesto|adoramos|amamos|curtimos|odiamos|detestamos|preferimos)" + _MUCH
        + r"?|(?:não|nao)\s+(?:gost(?:o|amos)|curto|curtimos|suporto|aguento|tolero)" + _MUCH + r"?"
        r"|(?:(?:não|nao)\s+)?(?:sou|somos)\s+(?:muito\s+|super\s+|mega\s+|grande\s+|nada\s+|muita\s+|um\s+grande\s+"
        r"|uma\s+grande\s+)?(?:fã|fãs|fan)\s+(?:de|d[aoe]s?)"
        r"|(?:sou|somos)\s+(?:apaixonad[oa]s?|louc[oa]s?|doid[oa]s?|maluc[oa]s?|tarad[oa]s?|vidrad[oa]s?|fanátic[oa]s?"
        r"|obcecad[oa]s?)\s+(?:por|pel[oa]s?|em|n[oa]s?|com)"
        r"|tenho\s+(?:uma\s+)?(?:(?:grande|enorme)\s+)?paixão\s+(?:por|pel[oa]s?)"
        r"|(?:me\s+amarro|amarro-me)\s+(?:em|n[oa]s?|num|numa)"
        r"|(?:sou|somos)\s+(?:fissurad[oa]s?|chegad[oa]s?)\s+(?:em|n[oa]s?|num|numa|a|ao|à)"
        r"|tenho\s+(?:horror|pavor|nojo|aversão)\s+(?:a|à|às|ao|aos|de|d[aoe]s?))\s+(?P<obj>.+)",
        _preference,
        "preference",
    ),
    rule(
        "pt.preference.club",
        "eu sou",
        EU + ADV + r"sou\s+(?:(?:muito|super|mega|bem)\s+)?"
        r"(?:(?:sóci[oa]|adept[oa]|torcedor[a]?)\s+(?:d[oa]|de)\s+(?P<club>(?-i:[A-ZÀ-Ý])[\w-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w-]+)?)"
        r"|(?P<fan>[\w-]+)(?:\s+(?:roxo|roxa|doente|fanátic[oa]|de\s+coração))?)"
        r"(?=$|[,;:!?]|\s)",
        _club,
        "preference",
        exclusive=True,
        priority=Priority.SOCIAL,
    ),
    rule(
        "pt.preference.object_first",
        "",
        r"^(?:e\s+)?(?P<x>[^\W\d_][\w-]*(?:\s+(?!(?:também|tb|eu|não)\b)[^\W\d_][\w-]*)?)\s+(?:(?:também|tb|eu)\s+)?"
        r"(?:não|nunca)\s*(?:(?P<verb>curto|suporto|aguento|gosto|tolero)\b"
        r"|(?P<refused>(?:,\s*(?:por\s+favor|pf|pfv|obrigad[oa]))?\s*$))",
        _object_first,
        "preference",
        needle="não",
    ),
    rule(
        "pt.preference.consume",
        "eu bebo como vejo oiço ouço escuto leio",
        EU + r"(?P<verb>bebo|como|vejo|oiço|ouço|escuto|leio)\s+"
        r"(?:muito|imenso|bué|bue|bastante|imensa|muita|litros\s+de"
        r"|quilos\s+de|tanto|tanta|mt|mto|montes\s+de)\s+"
        r"(?P<obj>.+)",
        _consume,
        "preference",
    ),
    rule(
        "pt.preference.regularly",
        "eu vou ando",
        EU + r"(?P<said>vou\s+(?:ao|à|a)|ando\s+de)\s+"
        r"(?P<what>ginásio|academia|piscina|crossfit|pilates|ioga|yoga|natação"
        r"|bicicleta|bike|skate|patins|longboard)\b(?=.*\b(?:\d+|duas|três|quatro|cinco|várias)\s+vezes|.*\btodos\s+os\s+dias"
        r"|.*\b(?:diariamente|regularmente|sempre|religiosamente)\b|\s+(?:pra|para|por)\s+todo\s+(?:o\s+)?lado)",
        _regularly,
        "preference",
    ),
    rule(
        "pt.preference.hobby",
        "meu minha meus minhas o a os as",
        r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas)\s+(?:(?:grande|maior)\s+)?(?:passatempos?|hobbies|hobbys?|hobbie"
        r"|distrações|distração)(?:\s+(?:favorit[oa]s?|preferid[oa]s?|principal|principais))?\s+(?:é|são|e)\s+"
        r"(?P<obj>.+)",
        _hobby,
        "preference",
        exclusive=True,
    ),
    rule(
        "pt.preference.favorite",
        "meu minha meus minhas o a os as",
        r"(?:(?:o|a|os|as)\s+)?(?P<poss>meu|minha|meus|minhas)\s+(?P<noun>[\w\s]{2,30}?)"
        r"\s+(?P<adj>favorit[oa]s?|preferid[oa]s?)\s+(?P<verb>é|são)\s+(?P<obj>.+)",
        _favorite,
        "preference",
    ),
]
