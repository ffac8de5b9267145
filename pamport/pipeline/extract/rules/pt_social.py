"""Portuguese rules for pessoas próximas, instruções ao assistente e situações temporárias.

Instructions are rendered as "O usuário pede que o assistente <verbo no subjuntivo> …". The formal
imperative the
user types ("Responda", "Use") already is that subjunctive form; the informal one ("Responde", "Usa") is
mapped
to it, so both phrasings give the same memory.
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.dates import valid_until
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import is_capitalized, words
from pamport.pipeline.extract.rules.pt_common import ADV, ARTICLE, EU, instruction_text, person_name, phrase, place
from pamport.pipeline.extract.rules.pt_syntax import PERSISTENT, TIME, TIME_WORDS, WHEN_OPENING
from pamport.pipeline.extract.rules.pt_work import _a_home
from pamport.pipeline.extract.rules.vocab_tech import PROGRAMMING

_REL = V.alternation(frozenset(V.RELATIONS))
_LANGUAGE = V.alternation(V.LANGUAGES)
_STYLE = rx.compile(r"\b(?:" + V.alternation(V.STYLE_NOUNS) + r")\b", re.I)
_FORMAL = {
    "responde": "responda",
    "escreve": "escreva",
    "usa": "use",
    "utiliza": "utilize",
    "sê": "seja",
    "seje": "seja",
    "mantém": "mantenha",
    "mantem": "mantenha",
    "evita": "evite",
    "fala": "fale",
    "chama": "chame",
    "explica": "explique",
    "dá": "dê",
    "da": "dê",
    "mostra": "mostre",
    "coloca": "coloque",
    "inclui": "inclua",
    "traz": "traga",
    "para": "pare",
    "deixa": "deixe",
    "trata": "trate",
    "considera": "considere",
    "lembra": "lembre",
    "cita": "cite",
    "formata": "formate",
    "organiza": "organize",
    "fica": "fique",
    "pula": "pule",
    "corta": "corte",
    "dispensa": "dispense",
    "converse": "converse",
    "conversa": "converse",
    "põe": "ponha",
    "poe": "ponha",
    "manda": "mande",
    "começa": "comece",
    "termina": "termine",
    "repete": "repita",
    "inventa": "invente",
    "faz": "faça",
    # the European negative imperative ("não uses emojis", "não escrevas tanto")
    "uses": "use",
    "escrevas": "escreva",
    "respondas": "responda",
    "ponhas": "ponha",
    "incluas": "inclua",
    "faças": "faça",
    "sejas": "seja",
    "comeces": "comece",
    "mandes": "mande",
    "dês": "dê",
    "expliques": "explique",
    "fales": "fale",
}
_IMPERATIVES = (
    r"responda|escreva|use|utilize|seja|mantenha|evite|fale|chame|explique|dê|de|mostre|coloque|inclua|"
    r"traga|pare|deixe|trate|considere|lembre|cite|formate|organize|fique|pule|corte|dispense|converse|"
    r"ponha|mande|comece|termine|repita|invente|faça|me|" + "|".join(_FORMAL)
)


def _formal(text: str) -> str:
    words = text.split(" ", 1)
    head = _FORMAL.get(words[0].lower(), words[0])
    return head + (" " + words[1] if len(words) > 1 else "")


_IN_PORTUGUESE = {
    "boyfriend": "namorado", "girlfriend": "namorada", "husband": "marido", "wife": "mulher",
    # slang said as the plain word: "minha mina, a Júlia" → "A namorada do usuário se chama Júlia"
    "mina": "namorada", "boy": "namorado",
}  # fmt: skip
_FEMININE_RELATIONS = frozenset(
    words("""mãe irmã avó mulher cadela namorada esposa filha gata neta tia prima amiga noiva companheira parceira sogra
    cunhada sobrinha enteada madrinha afilhada cadelinha gatinha cachorra cachorrinha coelha coordenadora gestora
    supervisora sócia mentora madrasta""")
)


def _engaged() -> Finding:
    return finding(
        "relationship", "O usuário está noivo", 0.75, "family", slot="relationship.status", value="noivo",
        domain="personal",
    )


def _relation(possessive: str, rel: str, name: str) -> Finding:
    kind = re.sub(r"\s+", " ", rel.lower())
    slot = V.RELATIONS.get(kind) or V.RELATION_SLOTS.get(kind.split()[0])
    kind = _IN_PORTUGUESE.get(kind, kind)
    article = ARTICLE.get(re.sub(r"\s+", " ", possessive.lower()), "O")
    if possessive.lower() in ("meu", "minha") and kind.split()[0] in _FEMININE_RELATIONS:
        article = "A"
    return finding(
        "relationship",
        f"{article} {kind} do usuário se chama {name}",
        0.85,
        "work" if slot == "relationship.manager" else "family",
        slot=slot,
        value=name if slot else None,
        domain="personal",
    )


#: "o cão do meu vizinho, o Bolinha": the relation belongs to someone else's.
_OF_SOMEONE = rx.compile(r"\b(?:d[oa]s?|de)\s+$", re.I)


def _named_relation(match: re.Match[str], clause: Clause) -> BuildResult:
    if clause.lowercase:
        return None
    if "," in match.group(0) and _OF_SOMEONE.search(clause.text[: match.start()]):
        return None  # "o cão do meu vizinho, o Bolinha": the name is the dog's, not the neighbour's
    name = person_name(match.group("name"), clause, max_tokens=2)
    if name is None:
        return None
    found = _relation(match.group("poss"), match.group("rel"), name)
    if match.group("rel").lower() in ("noivo", "noiva"):
        return [found, _engaged(), _wedding()]  # "o Rafael (meu noivo)": engaged, a wedding to come
    return found


#: In a message typed without capitals a name cannot be told by case: one word right after the relation is its name
#: only when what follows reads like a predicate ("meu marido joão adora futebol", "minha filha ana, de 7 anos, …"),
#: or when the relation says it is called so ("minha gata se chama mia", "o meu cão, o bolinha, …").
_LOWER_NAME_FOLLOWS = rx.compile(
    r"\s*[,(]|\s+(?:é|está|tá|tem|tinha|adora|ama|gosta|odeia|detesta|curte|mora|vive|trabalha|estuda|faz|fez|vai|foi"
    r"|anda|quer|queria|acha|disse|diz|come|bebe|dorme|não|nao|nunca|já|ja|ainda|também|tb|sempre|só|so|começou|mudou"
    r"|nasceu|fica|ficou|chegou|precisa|pode|sabe|joga|toca|fala|ladra|mia|e|que|se|me)\b",
    re.I,
)
_NOT_LOWER_NAMES = frozenset(
    words("""
    mais menos novo nova velho velha mais-velho caçula do da de dos das que e é está tá tem já ja não nao também tb
    sempre só so muito pouco ainda agora hoje ontem amanhã aqui lá isso isto meu minha nosso nossa dele dela deles
    delas querido querida lindo linda pequeno pequena bebé bebê mesmo tipo lol kkk né adora gosta anda vai foi
    fica ficou mora vive tem tinha faz fez quer come dorme se me chama chamado chamada disse diz acha gêmeo gêmea
    gémeo gémea adolescente adotivo adotiva ex favorito favorita preferido preferida biológico biológica falecido
    falecida atual antigo antiga primeiro primeira segundo segunda pequenino pequenina recém-nascido recém-nascida
    adotado adotada idoso idosa doente grávida casado casada solteiro solteira viúvo viúva mal bem sénior júnior
    lá cá aí nem nunca sempre sim tipo também acabou pediu perguntou mandou deu pagou
    """)
)


#: Verbs that may follow a relation directly ("minha filha chora", "meu cão ladra"): not names.
_LOWER_VERBS = frozenset(
    words("""
    chora grita ladra late mia morde arranha corre brinca estuda trabalha fala canta dança ri sorri pede reclama ama
    vive mora liga manda saiu entrou voltou perdeu ganhou deixou
    """)
)
#: "eu e o meu namorado rui vamos a paris": the relation named as the other half of "nós", before the verb.
_WITH_ME = rx.compile(r"^eu\s+e\s+(?:[oa]\s+)?$", re.I)
_WE_VERB = rx.compile(r"\s+(?:já\s+|ja\s+|também\s+|tb\s+)?(?:nos\s+)?[^\W\d_]+(?:mos|mo-nos)\b", re.I)
_VERB_ENDING = rx.compile(r"(?:ou|ava|avam|ando|endo|indo|aram|eram|iram|ámos|amos|emos|imos)$")


def _lower_name(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "meu marido joão adora futebol", "minha gata se chama mia": a name typed without its capital."""
    if not clause.lowercase or (match.group("appos") and _OF_SOMEONE.search(clause.text[: match.start()])):
        return None
    name = match.group("name")
    called = bool(match.group("called"))
    if match.group("appos") and re.match(r"\s*(?:$|,)", clause.text[match.end() :]):
        called = True  # "o meu cão, o bolinha, …": the name set off by commas
    if name in V.NOT_NAMES or name in _NOT_LOWER_NAMES or name in V.RELATIONS or len(name) < 2:
        return None
    if (
        not called
        and not _LOWER_NAME_FOLLOWS.match(clause.text, match.end())
        and not (_WITH_ME.search(clause.text, 0, match.start()) and _WE_VERB.match(clause.text, match.end()))
    ):
        return None
    if not called and (_VERB_ENDING.search(name) or name in _LOWER_VERBS):
        return None  # "minha filha chorou e …": a verb, not a name
    return _relation(match.group("poss"), match.group("rel"), name.capitalize())


def _relation_is(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    name = person_name(rest, clause, max_tokens=2)
    if name is None or clause.lowercase or not rest.startswith(name):
        return None
    if not re.match(r"\s*(?:$|[,;]|\s+(?:e|mas|que)\b)", rest[len(name) :], re.I):
        return None
    return _relation(match.group("poss"), match.group("rel"), name)


_CALLED = rx.compile(
    r"(?:um|uma)\s+(?P<rel>[\w-]+)(?:\s+de\s+\d{1,2}\s+(?:anos|meses))?\s*,?\s+(?:chamad[oa]|que\s+se\s+chama)\s+"
    r"(?P<name>(?-i:[A-ZÀ-Ý])[\w-]+)",
    re.I,
)
_NAMED_AFTER = rx.compile(r"(?:um|uma)\s+(?P<rel>[\w-]+)\s*,\s*(?:o|a)\s+(?P<name>(?-i:[A-ZÀ-Ý])[\w-]+)", re.I)
_NAMES_AFTER = rx.compile(
    r"(?P<n>dois|duas|três|\d)\s+(?P<rel>filhos|filhas|netos|netas|irmãos|irmãs|gatos|gatas|cães|cachorros|miúdos"
    r"|miudos|miúdas|miudas|crianças|criancas|meninos|meninas|putos)\s*[,:(]\s*"
    r"(?:(?P<art_a>[oa])\s+)?(?P<a>(?-i:[A-ZÀ-Ý])[\w-]+)\s+e\s+(?:(?P<art_b>[oa])\s+)?(?P<b>(?-i:[A-ZÀ-Ý])[\w-]+)",
    re.I,
)


_HOW_MANY = rx.compile(
    r"(?P<n>\d+|dois|duas|três|tres|quatro|cinco|seis)\s+(?P<who>filh[oa]s|net[oa]s|(?:miúd|miud|menin)[oa]s|crianças"
    r"|criancas|putos)\b",
    re.I,
)
_COUNT = {"dois": 2, "duas": 2, "três": 3, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6}
_SINGULAR = {
    **{"filhos": "filho", "filhas": "filha", "netos": "neto", "netas": "neta", "irmãos": "irmão", "irmãs": "irmã"},
    **{"gatos": "gato", "gatas": "gata", "cães": "cão", "cachorros": "cachorro"},
    # "tenho dois miúdos, o Tomás e a Leonor": the user's children, each named with the article of its gender
    **dict.fromkeys(["miúdos", "miudos", "crianças", "criancas", "meninos", "putos"], "filho"),
    **dict.fromkeys(["miúdas", "miudas", "meninas"], "filha"),
}


def _has_relatives(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    called = _CALLED.match(obj)
    if called is not None and called.group("rel").lower() in V.RELATIONS:
        return _relation("minha" if obj.lower().startswith("uma") else "meu", called.group("rel"), called.group("name"))
    named = _NAMED_AFTER.match(obj)
    if named is not None and named.group("rel").lower() in V.RELATIONS and not clause.lowercase:
        # "temos um gato, o Tareco"
        return _relation("minha" if obj.lower().startswith("uma") else "meu", named.group("rel"), named.group("name"))
    names = _NAMES_AFTER.match(obj)
    if names is not None and not clause.lowercase:
        rel = _SINGULAR[names.group("rel").lower()]
        out = []
        for name, article in ((names.group("a"), names.group("art_a")), (names.group("b"), names.group("art_b"))):
            said = rel[:-1] + "a" if (article or "").lower() == "a" and rel.endswith("o") else rel
            out.append(_relation("minha" if said.endswith("a") else "meu", said, name))
        return out
    value = phrase(obj)
    if value is None:
        return None
    count = _HOW_MANY.match(value)
    if count is not None:
        # "tenho 2 filhos pequenos", "tenho gémeos": how many children, the vocabulary's relationship.children
        said = count.group("n").lower()
        number = "twins" if said.startswith(("gémeo", "gêmeo")) else str(_COUNT.get(said, said))
        attribute = "grandchildren" if count.group("who").lower().startswith("net") else "children"
        if not count.group("who").lower().startswith(("filh", "net")):
            value = count.group(0)  # "tenho dois miúdos e pouco tempo": the children, not what else the user has
        return finding(
            "relationship", f"O usuário tem {value}", 0.85, "family", slot=f"relationship.{attribute}", value=number,
            domain="personal",
        )
    return finding("relationship", f"O usuário tem {value}", 0.85, "family", domain="personal")


#: Pets one may adopt ("adotei uma cadela, a Mel", "a gente adotou um vira-lata chamado Paçoca").
_PETS = (
    r"cachorr[oa]s?|cachorrinh[oa]s?|gat[oa]s?|gatinh[oa]s?|cães|cão|cadelas?|cadelinhas?|vira-latas?|coelh[oa]s?"
    r"|hamsters?|periquitos?|papagaios?|tartarugas?|calopsitas?|porquinhos?(?:\s+da\s+índia)?|furões|furão|pets?"
    r"|labradores|labrador|golden|beagle|pug|poodle|caniche|husky|bulldog|buldogue|chihuahua|pinscher|spitz|schnauzer"
)


#: Relations named two at a time: "os meus filhos, o Tomás e a Matilde", "as minhas irmãs, a Ana e a Rita".
_PAIRS = {
    **{"filhos": "filho", "filhas": "filha", "miúdos": "filho", "miudos": "filho", "netos": "neto", "netas": "neta"},
    **{"irmãos": "irmão", "irmãs": "irmã", "gatos": "gato", "gatas": "gata", "cães": "cão", "cachorros": "cachorro"},
    **{"sobrinhos": "sobrinho", "sobrinhas": "sobrinha", "primos": "primo", "primas": "prima"},
    # "os miúdos, o Tomás (9) e a Matilde (5)": children named with their ages, without "meus"
    **dict.fromkeys(["crianças", "criancas", "meninos", "putos"], "filho"),
    "meninas": "filha",
}
_PLURAL_RELATIONS = "|".join(sorted(_PAIRS, key=longest_first))


def _named_pair(match: re.Match[str], clause: Clause) -> BuildResult:
    """Two of the user's relations named together; each keeps the gender its article gives ("o Tomás e a Matilde":
    a son and a daughter)."""
    if clause.lowercase:
        return None
    rel = _PAIRS[match.group("rel").lower()]
    out = []
    for name, article in ((match.group("a"), match.group("art_a")), (match.group("b"), match.group("art_b"))):
        if name.lower() in V.NOT_NAMES:
            return None
        said = rel[:-1] + "a" if (article or "").lower() == "a" and rel.endswith("o") else rel
        out.append(_relation("minha" if said.endswith("a") else "meu", said, name))
    return out


def _broke_up(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "terminei com o meu namorado", "eu e a Júlia terminamos", "acabei o namoro": the user is single now."""
    return finding(
        "relationship", "O usuário está solteiro", 0.8, "family", slot="relationship.status", value="solteiro",
        domain="personal",
    )  # fmt: skip


def _status(match: re.Match[str], clause: Clause) -> BuildResult:
    status = V.masculine(match.group("s"))
    verb = "está" if match.group("verb").lower() in ("estou", "tô") else "é"
    found = finding(
        "relationship",
        f"O usuário {verb} {status}",
        0.85,
        "family",
        slot="relationship.status",
        value=status,
        domain="personal",
    )
    spouse = _MARRIED_TO.match(clause.text, match.end()) if status in ("casado", "noivo") else None
    name = person_name(spouse.group("name"), clause, max_tokens=2) if spouse and not clause.lowercase else None
    if spouse is not None and name is not None:
        # "sou casada com o Pedro": the spouse (or the one engaged to) by name
        male = (spouse.group("art") or spouse.group("art2")) == "o"
        partner = _relation("meu", "marido" if male else "mulher", name)
        if status == "noivo":
            partner = _relation("meu", "noivo" if male else "noiva", name)
        return [found, partner, _wedding()] if status == "noivo" else [found, partner]
    return [found, _wedding()] if status == "noivo" else found


_MARRIED_TO = rx.compile(
    r"\s+(?:com\s+(?:(?P<art>o|a)\s+)?|d(?P<art2>[oa])\s+)(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)"
)


def _dating(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "namoro com a Júlia há 2 anos", "namoro há 3 anos": in a relationship, with whom when named."""
    status = finding(
        "relationship", "O usuário está namorando", 0.8, "family", slot="relationship.status", value="namorando",
        domain="personal",
    )
    said = match.group("name")
    name = person_name(said, clause, max_tokens=2) if said and not clause.lowercase else None
    if name is None:
        return status
    return [status, _relation("meu", "namorado" if (match.group("art") or "") == "o" else "namorada", name)]


def _pet_named(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "o nome do meu cão é Rex": a relation named by "o nome d…"."""
    name = person_name(match.group("name"), clause, max_tokens=2)
    if name is None:
        return None
    return _relation(match.group("poss"), match.group("rel"), name)


def _wedding() -> Finding:
    """An engagement is a wedding to come."""
    return finding(
        "context", "O usuário vai casar", 0.7, "event", slot="context.event", value="wedding", domain="personal"
    )


_HOW = {"curtinho": "short", "curto": "short", "curta": "short", "resumido": "short", "resumida": "short",
        "breve": "short", "em poucas palavras": "short", "direto": "direct", "direta": "direct", "rápido": "short",
        "simples": "simple"}  # fmt: skip


_FOR_NOW = rx.compile(
    r"\b(?:então|entao|até|hoje|agora|por\s+agora|esta\s+semana|essa\s+semana|neste\s+momento)\b", re.I
)


def _answer_how(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "responde curtinho pfv", "escreve de forma simples": how the user wants answers."""
    if _FOR_NOW.search(clause.sentence):
        return None  # "estou num congresso até sexta, então responde curtinho": for now, not a lasting instruction
    how = re.sub(r"\s+", " ", match.group("how").lower())
    value = instruction_text(match.group(0))
    if value is None:
        return None
    return finding(
        "instruction", f"O usuário pede que o assistente {_formal(value)}", 0.8, "response-style",
        slot="instruction.style", value=_HOW.get(how, how), domain="assistant",
    )


def _anniversary(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "fazemos 5 anos de casados em maio": married, and an anniversary coming."""
    what = match.group("what").lower()
    of = "casamento" if what in ("casados", "casamento") else what
    event = finding(
        "context", f"O usuário tem um aniversário de {of}", 0.7, "event", slot="context.event",
        value="anniversary", domain="personal",
    )
    if match.group("what").lower() in ("casados", "casamento"):
        return [_married_status(), event]
    return event


def _married_status() -> Finding:
    return finding(
        "relationship", "O usuário é casado", 0.8, "family", slot="relationship.status", value="casado",
        domain="personal",
    )


def _married(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "casamos no civil ontem", "casei-me em maio": the user is married now; "casei com o Pedro": to whom."""
    married = _married_status()
    spouse = _MARRIED_TO.match(clause.text, match.end())
    name = person_name(spouse.group("name"), clause, max_tokens=2) if spouse and not clause.lowercase else None
    if spouse is None or name is None or not spouse.group(0).lstrip().startswith("com"):
        return married
    male = spouse.group("art") == "o"
    female = spouse.group("art") == "a"
    if not (male or female):
        return married  # "casei com Sam": whether a husband or a wife is not said
    return [married, _relation("meu" if male else "minha", "marido" if male else "mulher", name)]


def _lives_with(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vivo com a minha namorada", "moro com o meu marido, o Paulo": a partner, named or not."""
    rel = match.group("rel").lower()
    if match.group("name") and not clause.lowercase:
        return None  # "vivo com o meu companheiro, o André": pt.relationship.named reads the name
    slot = V.RELATIONS.get(rel)
    article = "A" if rel.endswith("a") else "O"
    return finding(
        "relationship", f"O usuário vive com {article.lower()} {rel}", 0.75, "family", slot=slot, value=rel,
        domain="personal",
    )


def _instruction(text: str, confidence: float, *, lead: str = "") -> BuildResult:
    value = instruction_text(text)
    if value is None:
        return None
    value = f"{lead} {_formal(value)}" if lead else _formal(value)
    slot = said = None
    language = re.search(
        r"\b(?:responda|fale|escreva|converse|use)\b.*?\b(?:em|no)?\s*(" + _LANGUAGE + r")\b"
        r"(?P<variety>\s+(?:do\s+brasil|brasileiro|de\s+portugal|europeu|de\s+pt|do\s+br|pt-pt|pt-br))?",
        value,
        re.I,
    )
    units = _METRIC.search(value)
    without = _WITHOUT_STYLE.match(value)
    variety_only = re.search(r"\b(?:em|no)\s+pt[- ](br|pt)\b", value, re.I)
    if without is not None and _STYLE.search(without.group("x")):
        # "não use emojis", "pare de usar listas": the answer without them
        slot, said = "instruction.style", "sem " + re.sub(r"[,.!?].*$", "", without.group("x")).strip()
    elif language is not None:
        slot, said = "instruction.response_language", language.group(1).lower()
        variety = (language.group("variety") or "").lower()
        if said in ("português", "portugues") and variety:
            said = "pt-BR" if re.search(r"bra|br\b", variety) else "pt-PT"
    elif variety_only is not None:
        # "escreve sempre em pt-br": the variety is the language
        slot, said = "instruction.response_language", f"pt-{variety_only.group(1).upper()}"
    elif units is not None:
        slot, said = "instruction.units", "metric"
    return finding(
        "instruction",
        f"O usuário pede que o assistente {value}",
        confidence,
        "response-style",
        slot=slot,
        value=said,
        domain="assistant",
    )


_WITHOUT_STYLE = rx.compile(
    r"(?:sempre\s+)?(?:não\s+use|nunca\s+use|jamais\s+use|pare\s+de\s+(?:usar|pôr|colocar|meter)|deixe\s+de\s+usar|evite(?:\s+usar)?"
    r"|não\s+ponha|não\s+coloque)\s+(?P<x>.+)",
    re.I,
)
_METRIC = rx.compile(
    r"\b(?:sistema\s+métrico|unidades\s+métricas|métrico|quilómetros|quilômetros|km|celsius|graus\s+celsius|kg)\b", re.I
)


def _persistent(match: re.Match[str], clause: Clause) -> BuildResult:
    marker = re.sub(r"\s+", " ", match.group("marker").lower())
    rest = match.group("rest")
    if not re.match(r"(?:não\s+)?(?:" + _IMPERATIVES + r")\b", rest, re.I):
        return None
    return _instruction(rest, 0.85, lead=marker if marker in ("sempre", "nunca", "jamais") else "")


def _negative(match: re.Match[str], clause: Clause) -> BuildResult:
    neg = re.sub(r"\s+", " ", match.group("neg").lower())
    rest = match.group("rest")
    head = " ".join(rest.split()[:6])
    if not _STYLE.search(head):
        return None
    if neg in ("não", "nunca", "jamais"):
        if not re.match(r"(?:me\s+)?(?:" + _IMPERATIVES + r")\b", rest, re.I):
            return None
        return _instruction(rest, 0.85, lead=neg)
    return _instruction(f"{_formal(neg)} {rest}", 0.85)


def _imperative(confidence: float) -> Builder:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        return _instruction(match.group(0), confidence)

    return build


def _call_me(match: re.Match[str], clause: Clause) -> BuildResult:
    address = re.match(r"(?:tu|você|voce)\b", match.group("rest"), re.I)
    if address is not None:
        return finding(
            "instruction",
            f"O usuário pede que o assistente o trate por {address.group(0).lower()}",
            0.85,
            "response-style",
            slot="instruction.style",
            value=f"tratar por {address.group(0).lower()}",
            domain="assistant",
        )
    name = person_name(match.group("rest"), clause, max_tokens=3)
    if name is None:
        return None
    return finding(
        "instruction",
        f"O usuário quer ser chamado de {name}",
        0.9,
        "name",
        slot="identity.preferred_name",
        value=name,
        domain="assistant",
    )


def _context(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest") or ""
    until: str | None = None
    when = TIME.search(rest)
    if when is not None:
        until = valid_until(when, clause.sent_at, TIME_WORDS)
        rest = rest[: when.start()] + rest[when.end() :]
    else:
        when = TIME.search(clause.prefix)
        if when is not None:
            until = valid_until(when, clause.sent_at, TIME_WORDS)
    said = match.group("phrase")
    situation = " ".join(V.masculine(w) if w.lower() in _GENDERED else w for w in said.split())
    value = phrase(situation + rest, deictic_ok=True)
    if value is None:
        return None
    content = f"O usuário está {value}"
    holiday = re.match(r"de\s+férias\s+(?:em|no|na|nos|nas)\s+", value, re.I)
    if holiday is not None:
        where = place(value[holiday.end() :], clause)
        if where is not None:
            return _travel(content, where, until)
    known = next((name for pattern, name in _SITUATIONS if pattern.match(said + rest)), None)
    return finding(
        "context",
        content,
        0.8,
        "situation",
        slot="context.situation" if known else None,
        value=known,
        valid_until=until,
        domain="personal",
    )


#: Situations by the words that state them, named as the vocabulary names them ("job hunting", "pregnant");
#: a situation not listed keeps the user's words only.
_SITUATIONS = tuple(
    (rx.compile(pattern, re.I), name)
    for pattern, name in (
        (r"(?:de|em)\s+(?:licença|baixa)[\s-]+(?:de\s+)?maternidade", "maternity leave"),
        (r"(?:de|em)\s+(?:licença|baixa)[\s-]+(?:de\s+)?paternidade|(?:de|em)\s+(?:licença|baixa)\s+parental",
         "paternity leave"),
        (r"de\s+baixa|de\s+atestado|(?:de|em)\s+licença\s+médica", "sick leave"),
        (r"(?:de|em)\s+licença", "on leave"),
        (r"grávida", "pregnant"),
        (r"desempregad[oa]|sem\s+(?:trabalho|emprego)", "unemployed"),
        (r"(?:num|numa|em\s+um|de)\s+(?:ano\s+sabático|sabática)|tirando\s+(?:um\s+)?ano\s+sabático", "sabbatical"),
        (r"(?:em|com|de)\s+burnout", "burnout"),
        (r"de\s+mudança|mudando\s+de\s+casa", "moving"),
        (r"estudando\s+(?:para|pra|pro|pros|pras)|fazendo\s+cursinho|me\s+preparando\s+(?:para|pra|pro|pros|pras)\s+"
         r"(?:[oa]s?\s+|um\s+|uma\s+)?(?:exames?|provas?|concursos?|enem|vestibular|testes?|frequências?|oral)\b",
         "studying for an exam"),
        (r"(?:procurando|buscando|à\s+procura\s+de|a\s+procura\s+de|em\s+busca\s+de)\s+(?:um\s+|uma\s+)?(?:novo\s+|nova\s+)?"
         r"(?:emprego|trabalho|vaga"
         r"|estágio)", "job hunting"),
        (r"(?:procurando|buscando|à\s+procura\s+de|em\s+busca\s+de)\s+(?:uma?\s+)?(?:casa|apartamento|apê|quarto)",
         "house hunting"),
        (r"(?:me\s+)?recuperando|em\s+recuperação", "recovering"),
        (r"em\s+(?:teletrabalho|home\s+office|trabalho\s+remoto)|trabalhando\s+(?:de|em|a\s+partir\s+de|desde)\s+casa",
         "working from home"),
        (r"(?:fazendo|de|em)\s+(?:o\s+)?erasmus", "erasmus"),
        (r"fazendo\s+intercâmbio", "exchange"),
        (r"de\s+luto", "grieving"),
        (r"(?:fazendo|em|de)\s+obras|reformando|remodelando", "renovating"),
        (r"de\s+home\s+office", "working from home"),
        (r"(?:com|de)\s+\d{1,2}\s+semanas", "pregnant"),
        (r"fazendo\s+(?:um\s+|o\s+)?(?:estágio|internato)", "internship"),
        (r"fazendo\s+(?:o\s+)?voluntariado", "volunteering"),
        (r"fazendo\s+(?:a\s+)?(?:quimioterapia|quimio|radioterapia|hemodiálise|diálise|tratamento)|em\s+(?:tratamento"
         r"|quimioterapia|quimio)", "in treatment"),
        (r"(?:de|fazendo)\s+dieta|(?:em|fazendo)\s+jejum", "on a diet"),
        (r"passando\s+por\s+(?:um\s+|uma\s+)?(?:divórcio|separação|término)", "separation"),
        (r"(?:de\s+|em\s+)?(?:viagem|viajando)", "travelling"),
    )
)


#: After "estou em <place>": what makes it a stay, not a home ("esta semana", "a passar uns dias", "de férias").
_STAY = rx.compile(
    r"\s*,?\s*(?:a\s+passar|passando|de\s+passagem|de\s+férias|em\s+trabalho|a\s+trabalhar|trabalhando|a\s+visitar"
    r"|visitando|num\s+congresso|numa\s+conferência|para\s+um\s+congresso|para\s+uma\s+conferência|por\s+uns\s+dias"
    r"|por\s+umas\s+semanas|esta\s+semana|essa\s+semana|este\s+fim\s+de\s+semana|até)\b",
    re.I,
)


def _staying(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "estou em Paris a trabalhar esta semana", "estou no Rio de férias": a place the user is visiting."""
    rest = match.group("rest")
    where = place(rest, clause)
    if where is None or not V.is_place(where):
        return None
    after = rest.lstrip()[len(where) :]
    if _STAY.match(after) is None:
        return None
    when = TIME.search(after) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    prep = match.group("prep").lower()
    return _travel(f"O usuário está {prep} {where}{after.rstrip()}", where, until)


def _expecting(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vou ser pai em março", "estamos à espera de um bebé": a baby on the way."""
    when = TIME.search(match.group("rest")) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context",
        "O usuário está à espera de um bebé",
        0.8,
        "situation",
        slot="context.situation",
        value="expecting a baby",
        valid_until=until,
        domain="personal",
    )


#: Long ago: a job lost or an operation had then is no situation now.
_LONG_AGO = rx.compile(
    r"\b(?:há\s+(?:\w+\s+)?anos|(?:em|no\s+ano\s+de)\s+(?:19|20)\d\d|quando|em\s+criança|na\s+altura)\b", re.I
)


def _job_loss(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "fui despedida ontem", "perdi o emprego em março", "fiquei desempregado": out of work now."""
    if _LONG_AGO.search(clause.text[match.end() :]):
        return None
    return finding(
        "context", "O usuário está desempregado", 0.75, "situation", slot="context.situation", value="unemployed",
        domain="professional",
    )


def _operated(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "fui operada ao joelho a semana passada", "operei o ombro há 2 semanas": recovering from an operation."""
    if _LONG_AGO.search(clause.text[match.end() :]):
        return None
    part = re.sub(r"\s+", " ", match.group("part").lower())
    return finding(
        "context", f"O usuário está em recuperação de uma cirurgia {match.group('prep').lower()} {part}", 0.75,
        "situation", slot="context.situation", value="recovering", domain="health",
    )


_BODY_PARTS = (
    r"joelho|ombro|pé|tornozelo|anca|quadril|coluna|costas|mão|pulso|cotovelo|braço|perna|menisco|ligamento"
    r"|ligamentos|apêndice|vesícula|hérnia|olhos?|nariz|septo|tiroide|tireoide|coração|útero|mama|peito|dente|dentes"
    r"|siso|sisos|amígdalas|cruzado|ciático|dedo|cervical|lombar|estômago|intestino|rim|bexiga|próstata|catarata"
)


def _travel(content: str, where: str, until: str | None) -> Finding:
    return finding(
        "context", content, 0.8, "travel", slot="context.travel", value=where, valid_until=until, domain="personal"
    )


def _trip(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vou a Londres na próxima semana", "vamos para a Madeira em agosto", "vou passar o Natal em Paris": a trip."""
    rest = match.group("rest")
    where = place(rest, clause)
    if where is None or (clause.lowercase and not V.is_place(where)) or not _a_home(where, clause):
        return None
    if re.match(r"(?:casa|trabalho|escola|faculdade|aula|reunião|ginásio|academia)\b", where, re.I):
        return None
    after = rest.lstrip()[len(where) :]
    when = TIME.search(after) or TIME.search(clause.prefix)
    dated = when is not None or _TRIP_WHEN.search(after) is not None or WHEN_OPENING.search(clause.prefix) is not None
    travel = match.group("travel") or match.group("going")
    if not dated and not travel:
        return None  # "vou ao Porto" alone may be an errand; a trip has a when or a verb of travel
    if not V.is_place(where) and not travel and not _HOLIDAY.search(after):
        return None  # "vou à Worten amanhã": a shop, not a trip; an unknown name needs a verb of travel
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    if match.group("going"):
        return _travel(f"O usuário vai viajar para {where}", where, until)
    said = match.string[match.end("verb") : match.start("rest")].strip()
    return _travel(f"O usuário vai {said} {where}".replace("  ", " "), where, until)


def _trip_meant(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "queremos ir pra Portugal em maio", "estou a pensar ir ao Japão no verão": a trip the user means to make is
    one only with a time ahead (without one it is a wish)."""
    rest = match.group("rest")
    where = place(rest, clause)
    after = rest.lstrip()[len(where) :] if where is not None else ""
    if TIME.search(after) is None and _TRIP_WHEN.search(after) is None:
        return None
    return _trip(match, clause)


_HOLIDAY = rx.compile(
    r"\b(?:férias|feriado|natal|páscoa|carnaval|verão|lua\s+de\s+mel|ano\s+novo|réveillon|fim\s+de\s+semana\s+prolongado)\b",
    re.I,
)
_TRIP_WHEN = rx.compile(
    r"^\s*(?:,\s*)?(?:em|no|na|nas|nos|para\s+o|pro|daqui\s+a|durante|por|dia|amanhã|depois\s+de\s+amanhã|este|esta"
    r"|neste|nesta|próxim[oa]|no\s+próximo|mês\s+que\s+vem|semana\s+que\s+vem)\b"
    r"|\b(?:férias|viagem|natal|páscoa|carnaval|verão|inverno|ano\s+novo|lua\s+de\s+mel|fim\s+de\s+semana|feriado)\b",
    re.I,
)


def _event(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vou casar em junho", "tenho uma entrevista de emprego amanhã": an upcoming event in the user's life."""
    said = re.sub(r"\s+", " ", match.group("what").lower())
    name = next(name for pattern, name in _EVENTS if pattern.match(said))
    rest = match.group("rest") or ""
    with_whom = re.match(r"\s+com\s+(?:[oa]s?\s+)?(?P<who>\S+)", rest)
    if (
        name == "interview"
        and with_whom is not None
        and not is_capitalized(with_whom.group("who"))
        and not _JOB_WORDS.search(clause.sentence)
    ):
        return None  # "tenho uma entrevista com o médico": an appointment
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    detail = phrase(rest, deictic_ok=True) if rest.strip() else None
    content = {
        "wedding": "O usuário vai casar",
        "job interview": "O usuário tem uma entrevista de emprego",
        "interview": "O usuário tem uma entrevista",
        "exam": "O usuário tem " + re.sub(r"^tenho\s+", "", said),
        "surgery": "O usuário vai ser operado",
        "thesis defence": "O usuário vai defender a tese",
        "moving": "O usuário vai mudar de casa" if said.endswith("casa") else "O usuário vai se mudar",
        "new job": "O usuário vai começar num emprego novo",
    }[name]
    if detail and name in ("wedding", "interview", "exam", "job interview", "surgery", "moving"):
        content += f" {detail}"
    return finding(
        "context", content, 0.8, "event", slot="context.event", value=name, valid_until=until, domain="personal"
    )


def _started_job(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "comecei num emprego novo esta semana", "acabei de começar num trabalho novo": a change the user is going
    through (the job itself, "como analista", is pt_work's)."""
    if re.search(r"\b(?:(?:19|20)\d\d|há\s+(?:\w+\s+)?anos?|no\s+ano\s+passado)\b", match.group("rest"), re.I):
        return None  # long ago: not the user's situation now
    if re.match(r"\s+(?:como|de|na|no|numa|num|em)\s", match.group("rest"), re.I):
        return None  # "comecei num emprego novo como designer no Nubank": the job and the employer say it (pt_work)
    return finding(
        "context", "O usuário começou num emprego novo", 0.75, "event", slot="context.event", value="new job",
        domain="professional",
    )  # fmt: skip


def _remote(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "trabalho 100% remoto", "trabalho remotamente desde 2021", "trabalho em home office": how the user works."""
    return finding(
        "context", "O usuário trabalha remotamente", 0.8, "situation", slot="context.situation", value="remote",
        domain="professional",
    )


#: Outings to an event: what the user goes to, whose or of what, where and when.
_OUTINGS = {
    "show": "show", "concerto": "concert", "festival": "festival", "casamento": "wedding", "batizado": "christening",
    "batismo": "christening", "formatura": "graduation", "congresso": "conference", "conferência": "conference",
    "jogo": "match", "aniversário": "birthday", "festa": "party", "funeral": "funeral", "velório": "funeral",
    "maratona": "marathon", "meia-maratona": "half marathon", "retiro": "retreat", "workshop": "workshop",
}  # fmt: skip
_OUTING = rx.compile(
    r"(?P<what>" + "|".join(sorted(_OUTINGS, key=longest_first)) + r")\b"
    r"(?P<of>\s+(?:d[oa]s?|de)\s+(?:(?:meu|minha|meus|minhas|nosso|nossa)\s+)?[^\W\d_][\w-]*(?:\s+(?-i:[A-ZÀ-Ý])[\w-]*)?)?",
    re.I,
)
_LIFE_EVENTS = frozenset(words("wedding christening graduation conference funeral marathon half_marathon retreat"))
_OUTING_PLACE = rx.compile(r"\s+(?:em|no|na)\s+(?=(?-i:[A-ZÀ-Ý]))")


def _outing(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "vou no show do Thiaguinho no Rio em julho", "vou ao casamento da minha prima em Braga em junho": an event the
    user goes to, dated or named after whose or what it is, and the trip when it is in a known town."""
    rest = match.group("rest")
    found = _OUTING.match(rest)
    if found is None:
        return None
    after = rest[found.end() :]
    when = TIME.search(after) or TIME.search(clause.prefix)
    dated = when is not None or _DATED.search(after) is not None or WHEN_OPENING.search(clause.prefix) is not None
    if not dated:
        return None  # "vou ao casamento" alone may be a question of whether to go
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    what = found.group("what").lower()
    where = _OUTING_PLACE.match(after)
    if not found.group("of") and where is None and _OUTINGS[what] not in _LIFE_EVENTS:
        return None  # "vou a uma festa amanhã": a night out; a wedding or a graduation is an event of the year
    said = phrase(found.group(0), deictic_ok=True)
    if said is None:
        return None
    out = [finding("context", f"O usuário vai {match.group('prep').lower()} {said}", 0.75, "event",
                   slot="context.event", value=said, valid_until=until, domain="personal")]  # fmt: skip
    town = place(after[where.end() :], clause) if where is not None else None
    known = V.known_place(town) if town is not None else None
    if where is not None and known is not None and _a_home(known, clause):
        prep = where.group(0).strip().lower()
        out.append(_travel(f"O usuário vai estar {prep} {known}", known, until))
    return out


def _whose(poss: str, rel: str) -> str:
    """ "minha" + "irmã" → "da sua irmã": whose a celebration is, said of the user in the third person."""
    return f"da sua {rel}" if poss.lower() in ("minha", "nossa") else f"do seu {rel}"


#: Celebrations one organises for someone: "os anos", "a festa surpresa", "o chá de bebé".
_PUT_ON = (
    r"(?:(?:a|uma)\s+)?festa(?:\s+surpresa)?(?:\s+de\s+(?:anos|aniversário|aniversario|noivado|despedida))?"
    r"|(?:os|o|um|uma|a)\s+(?:anos|aniversário|aniversario|casamento|ch[áa]\s+de\s+(?:beb[éêe]|fraldas|panela|cozinha)"
    r"|ch[áa]\s+revela[çc][ãa]o|batizado|despedida\s+de\s+solteir[oa]|jantar\s+de\s+anos|formatura|bodas\s+de\s+\w+)"
)


def _organising(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "estou a organizar os anos do meu filho", "tô preparando o chá de bebê da minha amiga": a celebration the user
    puts on for someone close, on the slot of the same celebration said as whose it is."""
    what = re.sub(r"^(?:os|o|um|uma|a)\s+", "", re.sub(r"\s+", " ", match.group("ev").lower()))
    rel = re.sub(r"\s+", " ", match.group("rel").lower())
    said = f"{what} {_whose(match.group('poss'), rel)}"
    rest = match.group("rest")
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    verb = match.group("verb").lower()
    if match.group("aux").lower() in ("vou", "vamos"):
        doing = f"vai {verb}"  # "vou organizar …": ahead
    else:
        doing = "está " + {"organizar": "organizando", "preparar": "preparando", "planejar": "planejando",
                           "planear": "planeando", "fazer": "fazendo"}.get(verb, verb)  # fmt: skip
    shown = match.group("ev").lower().split()[0]
    article = shown + " " if shown in ("os", "o", "a", "um", "uma") else "a "
    return finding(
        "context", f"O usuário {doing} {article}{said}", 0.75, "event", slot="context.event", value=said,
        valid_until=until, domain="personal",
    )  # fmt: skip


#: A day or a time in the rest of a clause ("começam segunda", "é dia 12", "daqui a um mês").
_DATED = rx.compile(
    r"\b(?:segunda|terça|quarta|quinta|sexta|sábado|domingo|amanhã|amanha|dia\s+\d{1,2}|\d{1,2}\s+de\s+\w+"
    r"|(?:próxim[oa]|proxim[oa])\s+\w+|\w+\s+que\s+vem|daqui\s+a|(?:"
    + V.alternation(frozenset(V.MONTHS) - {"mar", "set"})
    + r"))\b",
    re.I,
)


def _my_event(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "os meus exames começam segunda", "a minha cirurgia é dia 12": an event coming, named before its date."""
    rest = match.group("rest")
    when = TIME.search(rest) or TIME.search(clause.prefix)
    if when is None and not _TRIP_WHEN.search(rest) and not _DATED.search(rest):
        return None  # "o meu casamento é perfeito": no date, no event
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    what = match.group("what").lower()
    name = _MY_EVENTS[what]
    article = "as" if what.endswith("s") and what != "exames" else "os" if what == "exames" else "a"
    if what in ("casamento",):
        article = "o"
    detail = phrase(rest, deictic_ok=True) or ""
    content = f"O usuário tem {article} {what} {detail}".strip()
    return finding(
        "context", content, 0.75, "event", slot="context.event", value=name, valid_until=until, domain="personal"
    )


_JOB_WORDS = rx.compile(r"\b(?:emprego|trabalho|vaga|empresa|recrutador\w*|rh|estágio|cargo|posição|job)\b", re.I)
_EVENTS = tuple(
    (rx.compile(pattern, re.I), name)
    for pattern, name in (
        (r"(?:vou|vamos)\s+(?:me\s+|nos\s+)?casar|(?:me|nos)\s+(?:caso|casamos)|caso-me|casamo-nos", "wedding"),
        (r"tenho\s+(?:uma\s+)?entrevista\s+de\s+emprego", "job interview"),
        (r"tenho\s+(?:uma\s+)?entrevista", "interview"),
        (r"tenho\s+(?:um\s+|uma\s+|o\s+|a\s+|os\s+|as\s+)?(?:exames?|provas?|teste|frequências?)", "exam"),
        (r"(?:vou|tenho\s+de|tenho\s+que)\s+(?:ser\s+operad[oa]|fazer\s+uma\s+cirurgia)"
         r"|tenho\s+(?:uma\s+)?cirurgia", "surgery"),
        (r"tenho\s+(?:a\s+|uma\s+)?defesa|(?:vou|tenho\s+de|tenho\s+que)\s+defender", "thesis defence"),
        (r"(?:vou|vamos)\s+(?:me\s+|nos\s+)?mudar|mudo\s+de\s+casa|mudamos\s+de\s+casa", "moving"),
        (r"começo|vou\s+começar", "new job"),
    )
)
#: "os meus exames começam segunda", "a minha cirurgia é dia 12": an event of the user's, named first.
_MY_EVENTS = {
    "exames": "exam", "provas": "exam", "frequências": "exam", "cirurgia": "surgery", "operação": "surgery",
    "casamento": "wedding", "entrevista": "interview", "defesa": "thesis defence", "mudança": "moving",
}  # fmt: skip


_GENDERED = frozenset(
    {
        "gripada",
        "resfriada",
        "desempregada",
        "internada",
        "hospedada",
        "sobrecarregada",
        "esgotada",
        "cansada",
        "ocupada",
    }
)
_CONTEXT = (
    r"(?:em\s+busca|à\s+procura|a\s+procura)\s+d[eoa]\s+(?:um\s+|uma\s+)?(?:novo\s+|nova\s+)?(?:emprego|trabalho|vaga|estágio|casa|apartamento"
    r"|quarto)|procurando\s+(?:um\s+novo\s+emprego|novo\s+emprego|quarto|apê)|de\s+baixa(?:\s+médica)?"
    r"|em\s+(?:teletrabalho|trabalho\s+remoto)|(?:me\s+)?recuperando\s+d[eoa]s?|fazendo\s+(?:o\s+)?erasmus"
    r"|de\s+erasmus|em\s+erasmus|viajando|de\s+férias|(?:de|em)\s+licença(?:[\s-]+(?:de\s+)?(?:maternidade|paternidade|parental|médica|sem\s+vencimento))?|de\s+atestado|em\s+"
    r"viagem|doente|gripad[oa]|resfriad[oa]|com\s+(?:covid|gripe|dengue|febre|virose|enxaqueca|a\s+perna\s+"
    r"quebrada|o\s+braço\s+quebrado)|desempregad[oa]|sem\s+emprego|procurando\s+(?:emprego|trabalho|um\s+"
    r"emprego|uma\s+vaga|estágio|casa|apartamento)|buscando\s+(?:emprego|trabalho|uma\s+vaga)|me\s+"
    r"preparando\s+(?:para|pra|pro|pros|pras)|estudando\s+(?:para|pra|pro|pros|pras)(?!\s+(?:ser|virar|me\s+tornar)\b)|me\s+recuperando\s+d[eoa]|me\s+mudando\s+(?:para|pra)"
    r"|de\s+mudança|internad[oa]|no\s+hospital(?![^,.;!?]*\bcom\s+(?:o|a|os|as)\s+(?:meu|minha|meus|minhas)\b)"
    r"|em\s+home\s+office|trabalhando\s+de\s+casa|fazendo\s+"
    r"intercâmbio|morando\s+temporariamente|hospedad[oa]\s+(?:em|na|no)|em\s+quarentena|de\s+luto|"
    r"grávida|sobrecarregad[oa]|esgotad[oa]|(?:num|numa|em\s+um|em\s+uma)\s+(?:congresso|conferência|evento|curso|"
    r"viagem|casamento|workshop|retiro|treinamento|hackathon|feira)|fazendo\s+(?:um|uma)\s+(?:"
    r"bootcamp|estágio|intercâmbio|residência)"
    r"|em\s+recuperação|fazendo\s+cursinho|(?:num|numa|em\s+um|de)\s+(?:ano\s+sabático|sabática)|tirando\s+(?:um\s+)?ano"
    r"\s+sabático|(?:em|com|de)\s+burnout|mudando\s+de\s+casa|trabalhando\s+(?:a\s+partir\s+de|desde)\s+casa"
    r"|sem\s+(?:trabalho|emprego)(?!\s+(?:hoje|amanhã|esta|essa|este|nesta))|amamentando"
    r"|(?:com|de)\s+\d{1,2}\s+semanas(?:\s+de\s+(?:gravidez|gestação))?(?=\s*(?:$|[,;.!?]|e\b))"
    r"|fazendo\s+(?:um\s+|uma\s+|o\s+|a\s+)?(?:estágio|internato|voluntariado|quimioterapia|quimio|radioterapia"
    r"|fisioterapia|hemodiálise|diálise|dieta|jejum\s+intermitente)|de\s+quarentena|em\s+isolamento"
    r"|passando\s+por\s+(?:um|uma)\s+(?:divórcio|separação|término|luto|depressão|fase\s+difícil|crise)"
    r"|de\s+dieta|em\s+jejum\s+intermitente|em\s+tratamento|em\s+quimioterapia|em\s+quimio"
    r"|(?:fazendo|em|de)\s+obras|(?:reformando|remodelando)\s+(?:[oa]s?|noss[oa]s?|minh[oa]s?|meus?)(?=\s)"
    r"|treinando\s+(?:para|pra|pro)(?=\s)|de\s+home\s+office|tirando\s+(?:a\s+)?(?:carta|carteira)\b"
    r"|em\s+(?:teletrabalho|trabalho\s+remoto)"
)

_STYLE_ADJ = (
    r"curt[ao]s?|breves?|diret[ao]s?|objetiv[ao]s?|resumid[ao]s?|simples|concis[ao]s?|detalhad[ao]s?|sucint[ao]s?"
    r"|em\s+tópicos|em\s+lista|sem\s+(?:emojis|rodeios|enrolação|jargão|jargões|introduções|floreados)"
)
_WITHOUT = (
    r"emojis|emoji|rodeios|enrolação|jargão|jargões|introduções|floreados|markdown|tabelas|listas|tópicos|ressalvas"
)


def _style(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Respostas curtas, por favor", "Dá-me respostas curtas", "Sem emojis": how answers should be."""
    without = match.group("without")
    if without:
        what = f"não use {without.lower()}"
        value = f"sem {without.lower()}"
    else:
        noun = match.group("noun").lower()
        adj = re.sub(r"\s+", " ", match.group("adj").lower())
        more = "mais " if match.group("more") else ""
        plural = noun.endswith("s")
        value = f"{noun} {more}{adj}"
        what = f"dê {noun} {more}{adj}" if plural else f"dê uma {noun} {more}{adj}"
    return finding(
        "instruction",
        f"O usuário pede que o assistente {what}",
        0.8,
        "response-style",
        slot="instruction.style",
        value=value,
        domain="assistant",
    )


_CODE_CONTEXT = rx.compile(r"\b(?:código|codigo|exemplos?|snippets?|scripts?)\b", re.I)


def _code_language(match: re.Match[str], clause: Clause) -> BuildResult:
    if PERSISTENT.search(clause.sentence) is None and _CODE_CONTEXT.search(clause.sentence) is None:
        return None  # "usa Python para isto" is a task
    language = match.group("lang")
    return finding(
        "instruction",
        f"O usuário pede que o assistente use {language} nos exemplos de código",
        0.85,
        "response-style",
        slot="instruction.code_language",
        value=language,
        domain="assistant",
    )


_PROGRAMMING = V.alternation(frozenset(w for w in PROGRAMMING if len(w) > 1))

#: The user's children as parents name them, with the article a memory takes ("um filho", "uma filha").
_CHILDREN = {
    "filho": "um filho", "filha": "uma filha", "menino": "um filho", "menina": "uma filha", "miúdo": "um filho",
    "miúda": "uma filha", "miudo": "um filho", "miuda": "uma filha", "pequeno": "um filho", "pequena": "uma filha",
    "bebé": "um bebé", "bebê": "um bebê", "enteado": "um enteado", "enteada": "uma enteada",
}  # fmt: skip
_CHILDREN_PLURAL = frozenset(words("filhos filhas miúdos miudos meninos meninas gémeos gêmeos gemeos gêmeas gémeas"))


def _child_age(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "o meu filho tem 7 anos", "a minha filha fez 3 anos", "os meus filhos têm 4 e 9 anos": the user's children by
    their age, said as a statement; before a question the age is the question's background ("o meu filho tem 4 anos
    qual o melhor livro para ele", "a minha filha tem 4 anos, certo?"); a child named is recorded by name."""
    if clause.asked or match.group("name"):
        return None
    ages = re.findall(r"\d{1,2}", match.group("ages"))
    if not ages or any(not 0 < int(age) <= 60 for age in ages):
        return None
    unit = match.group("unit").lower()
    rel = match.group("rel").lower()
    rank = re.sub(r"\s+", " ", (match.group("rank") or "").lower()).strip()
    if rank:
        noun = rel if rel in ("filho", "filha") else "filho"
        return finding("relationship", f"O {noun} {rank} do usuário tem {ages[0]} {unit}", 0.75, "family",
                       domain="personal")  # fmt: skip
    if rel in _CHILDREN_PLURAL:
        twins = rel.startswith(("gé", "gê", "ge"))
        if len(ages) == 1 and not twins:
            return None  # "os meus filhos têm 7 anos": how many is not said
        count = 2 if twins and len(ages) == 1 else len(ages)
        said = " e ".join([", ".join(ages[:-1]), ages[-1]]) if len(ages) > 1 else ages[0]
        shown = f"{rel} de {said} {unit}" if twins else f"{count} filhos de {said} {unit}"
        return finding("relationship", f"O usuário tem {shown}", 0.75, "family", slot="relationship.children",
                       value=str(count), domain="personal")  # fmt: skip
    if len(ages) > 1:
        return None
    return finding("relationship", f"O usuário tem {_CHILDREN[rel]} de {ages[0]} {unit}", 0.75, "family",
                   domain="personal")  # fmt: skip


RULES: list[Rule] = [
    rule(
        "pt.relationship.child_age",
        "o a os as meu minha meus minhas nosso nossa nossos nossas",
        r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)\s+(?P<rel>"
        + V.alternation(frozenset(_CHILDREN) | _CHILDREN_PLURAL) + r")"
        r"(?:\s+(?P<rank>mais\s+(?:velh[oa]|nov[oa])|do\s+meio|caçul[ao]))?"
        r"(?:\s*,?\s+(?:[oa]\s+)?(?P<name>(?-i:[A-ZÀ-Ý])[\w-]+),?)?\s+(?:já\s+)?(?:tem|têm|tem\s+já|fez|fizeram|fazem|faz)\s+"
        r"(?:só\s+|quase\s+|já\s+)?(?P<ages>\d{1,2}(?:\s*(?:,|e)\s*\d{1,2})*)\s+(?P<unit>anos|meses|semanas)\b",
        _child_age,
        "relationship",
    ),
    rule(
        "pt.instruction.code_language",
        "sempre use usa utilize utiliza escreve escreva mostra mostre faz faça",
        r"(?:sempre\s+)?(?:use|usa|utilize|utiliza|escreve|escreva|mostra|mostre|faz|faça)\s+(?:sempre\s+)?"
        r"(?:o\s+código\s+|os\s+exemplos\s+|exemplos\s+|código\s+)?(?:em\s+)?(?P<lang>" + _PROGRAMMING + r")(?![\w+#])",
        _code_language,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.style",
        "respostas resposta explicações textos sem nada me dê dá da manda mande quero",
        r"(?:(?:me\s+)?(?:dê|dá|da|manda|mande|quero)\s+(?:sempre\s+)?)?(?:as\s+)?(?:"
        r"(?P<noun>respostas?|explicações|textos?)\s+(?:sempre\s+|bem\s+)?(?P<more>mais\s+)?"
        r"(?P<adj>" + _STYLE_ADJ + r")"
        r"|(?:sem|nada\s+de)\s+(?P<without>" + _WITHOUT + r"))\b(?:\s+(?:nas|nos|em)\s+(?:respostas|mensagens|textos))?"
        r"(?:\s*,?\s*(?:por\s+favor|pf|pfv|sempre|agradeço|obrigad[oa]|please|pls|daqui\s+(?:pra|para)\s+(?:a\s+)?frente"
        r"|a\s+partir\s+de\s+agora|de\s+agora\s+em\s+diante))?"
        r"(?:\s*,\s*(?:só|apenas|prefiro|quero|pode|podes|de\s+preferência)\b.*)?"
        # why, said after a comma: "respostas curtas por favor, leio isto no intervalo do almoço"
        r"(?:\s*[,;]\s*(?:(?:é\s+que|porque|pois|já\s+que|que)\s+)?(?:eu\s+)?(?:leio|vejo|estou|tô|tou|ando|tenho|uso"
        r"|trabalho|sou|não\s+tenho|nao\s+tenho)\b.*)?\s*$",
        _style,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.relationship.named",
        "",
        r"\b(?P<poss>meu|minha|nosso|nossa)\s+(?P<rel>" + _REL + r")"
        r"(?:\s+(?:mais\s+(?:velh[oa]|nov[oa])|do\s+meio|caçul[ao]|de\s+\d{1,2}\s+(?:anos|meses)))?"
        r"(?:\s*,\s*(?:(?:o|a)\s+)?(?:(?:dona|seu|sr\.?|sra\.?|dr\.?|dra\.?)\s+)?|\s+)"
        r"(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)",
        _named_relation,
        "relationship",
    ),
    rule(
        "pt.relationship.lower_name",
        "",
        r"\b(?P<poss>meu|minha|nosso|nossa)\s+(?P<rel>" + _REL + r")"
        r"(?:\s+(?:mais\s+(?:velh[oa]|nov[oa])|do\s+meio|caçul[ao]))?"
        r"(?:(?P<appos>\s*,\s*(?:o|a)\s+)|\s+(?P<called>(?:que\s+)?se\s+chama|chama-se|chamad[oa])\s+|\s+)"
        r"(?P<name>[a-zà-ÿ][a-zà-ÿ'-]+)\b",
        _lower_name,
        "relationship",
    ),
    rule(
        "pt.relationship.is",
        "meu minha o a",
        r"(?:o\s+|a\s+)?(?P<poss>meu|minha)\s+(?P<rel>" + _REL + r")\s+(?:é|e|"
        r"se\s+chama|chama-se)\s+(?:o\s+|a\s+)?(?P<rest>.+)",
        _relation_is,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.relationship.named_pair",
        "os as meus minhas nossos nossas",
        r"(?:(?:os|as)\s+)?(?:meus|minhas|nossos|nossas)\s+(?P<rel>" + _PLURAL_RELATIONS + r")\s*[,:(]?\s*"
        r"(?:(?P<art_a>[oa])\s+)?(?P<a>(?-i:[A-ZÀ-Ý])[\w-]+)(?:\s*\(\d{1,2}\))?\s*(?:,\s*|\s+e\s+)(?:(?P<art_b>[oa])\s+)?"
        r"(?P<b>(?-i:[A-ZÀ-Ý])[\w-]+)\b",
        _named_pair,
        "relationship",
    ),
    rule(
        "pt.relationship.kids_with_ages",
        "os as",
        r"(?:os|as)\s+(?P<rel>miúdos|miudos|crianças|criancas|meninos|meninas|putos)\s*,\s*"
        r"(?:(?P<art_a>[oa])\s+)?(?P<a>(?-i:[A-ZÀ-Ý])[\w-]+)\s*\(\d{1,2}\)\s*(?:,\s*|\s+e\s+)(?:(?P<art_b>[oa])\s+)?"
        r"(?P<b>(?-i:[A-ZÀ-Ý])[\w-]+)\s*\(\d{1,2}(?:\)|$)",  # the clause may end inside the last bracket
        _named_pair,
        "relationship",
    ),
    rule(
        "pt.relationship.adopted",
        "eu nós adotei adotámos adotamos resgatei resgatámos resgatamos",
        r"(?:eu\s+|nós\s+)?(?:adotei|adot[aá]mos|resgatei|resgat[aá]mos)\s+(?P<obj>(?:um|uma|dois|duas)\s+"
        r"(?:" + _PETS + r")\b.*)",
        _has_relatives,
        "relationship",
    ),
    rule(
        "pt.relationship.broke_up",
        "eu nós terminei terminamos terminámos acabei acabamos acabámos",
        r"(?:eu\s+)?(?:(?:terminei|acabei)\s+(?:o\s+(?:namoro|noivado)\s+)?com\s+(?:o|a)\s+(?:(?:meu|minha)\s+"
        r"(?:namorad[oa]|noiv[oa]|companheir[oa]|boy|mina|boyfriend|girlfriend)\b|(?-i:[A-ZÀ-Ý])[\w-]+)"
        r"|(?:terminei|acabei|nós\s+terminamos|nós\s+terminámos|nós\s+acabamos|nós\s+acabámos)\s+o\s+(?:namoro|noivado)\b"
        r"|nós\s+(?:terminamos|terminámos)(?=\s*$|\s+(?:semana|ontem|há|faz|em|no|na|mês|de\s+vez|hoje|agora)\b))",
        _broke_up,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.relationship.have",
        "eu nós tenho temos",
        r"(?:eu\s+|nós\s+)?(?:tenho|temos)\s+(?P<obj>(?:um|uma|dois|duas|três|quatro|cinco|\d)\s+"
        r"(?:filhos?|filhas?|irmãos?|irmãs?|cachorros?|cachorras?|gatos?|gatas?|netos?|netas?|enteados?|enteadas?|"
        r"vira-latas?|labradores|labrador|golden|coelhos?|hamsters?|periquitos?|papagaios?|tartarugas?|"
        r"sobrinhos?|sobrinhas?|cães|cão|cadelas?|pets?|bebês?|bebés?|namorad[oa]|marido|esposa|noiv[oa]"
        r"|(?:miúd|miud|menin)[oa]s|crianças|criancas|putos)\b.*)",
        _has_relatives,
        "relationship",
    ),
    rule(
        "pt.relationship.lives_with",
        "eu vivo moro",
        EU + r"(?:vivo|moro)\s+(?:junto\s+)?com\s+(?:o\s+|a\s+)?(?P<poss>meu|minha)\s+"
        r"(?P<rel>namorad[oa]|marido|mulher|esposa|esposo|companheir[oa]|noiv[oa]|parceir[oa])\b(?:\s*,?\s*(?:o\s+|a\s+)?(?P<name>(?-i:[A-ZÀ-Ý])[\w-]+))?",
        _lives_with,
        "relationship",
    ),
    rule(
        "pt.relationship.dating",
        "eu namoro",
        EU + r"namoro(?:\s+com\s+(?:(?P<art>o|a)\s+)?(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?))?"
        r"(?=\s*(?:$|[,;.!?]|(?:há|desde|faz|e|mas)\b))",
        _dating,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.relationship.name_of",
        "o nome",
        r"(?:o\s+)?nome\s+d[oa]\s+(?P<poss>meu|minha|nosso|nossa)\s+(?P<rel>" + _REL + r")\s+(?:é|e)\s+"
        r"(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+)",
        _pet_named,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.relationship.anniversary",
        "nós fazemos",
        r"(?:nós\s+)?fazemos\s+(?:\d+|\w+)\s+anos\s+de\s+(?P<what>casados|casamento|namoro|noivado)\b",
        _anniversary,
        "relationship",
    ),
    rule(
        "pt.relationship.married",
        "eu nós nos me casamos casámos casei casei-me",
        r"(?:eu\s+|nós\s+)?(?:(?:nos|me)\s+)?(?:casamos|casámos|casei)(?!\s+com\s+(?:o|a)\s+(?:meu|minha))\b",
        _married,
        "relationship",
    ),
    rule(
        "pt.relationship.status",
        "eu sou estou tô",
        EU + r"(?P<verb>sou|estou|tô)\s+(?P<s>casad[oa]|solteir[oa]|"
        r"divorciad[oa]|separad[oa]|viúv[oa]|noiv[oa]|namorando)(?=$|[,;:!?]|\s+(?:e|mas|com|há|desde)\b"
        r"|\s+d[oa]\s+(?-i:[A-ZÀ-Ý]))",
        _status,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.instruction.persistent",
        "sempre nunca jamais a daqui de por em",
        r"(?P<marker>sempre|nunca|jamais|a\s+"
        r"partir\s+de\s+agora|daqui\s+(?:pra|para)\s+frente|de\s+agora\s+em\s+diante|por\s+padrão|em\s+todas\s+as"
        r"\s+(?:suas\s+)?respostas)\s*,?\s+(?:por\s+favor,?\s+)?(?P<rest>.+)",
        _persistent,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.negative",
        "não nunca jamais pare para evite evita",
        r"(?P<neg>não|nunca|jamais|pare\s+de|"
        r"para\s+de|evite|evita)\s+(?P<rest>.+)",
        _negative,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.keep",
        "mantenha mantém mantem deixe deixa",
        r"(?:mantenha|mantém|mantem|deixe|deixa)\s+"
        r"(?:as\s+|suas\s+|as\s+suas\s+|os\s+)?(?:respostas?|explicações|textos?|mensagens|isso|tudo)\s+(?:sempre\s+)?"
        r"(?:curt[ao]s?|breves?|objetiv[ao]s?|simples|concis[ao]s?|diret[ao]s?|resumid[ao]s?|enxut[ao]s?|"
        r"pequen[ao]s?|informais?|formais?)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.answer_how",
        "responde responda escreve escreva me",
        r"(?:me\s+)?(?:responde|responda|escreve|escreva)(?:-me)?\s+(?:sempre\s+)?(?:mais\s+)?(?P<how>curtinho|curto|curta|resumido"
        r"|resumida|breve|direto|direta|rápido|simples|em\s+poucas\s+palavras|de\s+forma\s+\w+)\b.*",
        _answer_how,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.be",
        "seja sê seje",
        r"(?:seja|sê|seje)\s+(?:mais\s+|bem\s+|sempre\s+|muito\s+)?(?:diret[oa]|"
        r"objetiv[oa]|concis[oa]|breve|curt[oa]|sucint[oa]|formal|informal|clar[oa]|honest[oa]|sincer[oa]|detalhista|"
        r"detalhad[oa]|paciente|educad[oa]|técnic[oa]|didátic[oa]|gentil|firme|crític[oa]|rigoros[oa])\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.language",
        "responda responde fale fala converse conversa escreva escreve me",
        r"(?:me\s+)?(?:responda|"
        r"responde|fale|fala|converse|conversa|escreva|escreve)(?:-me)?\s+(?:sempre\s+|comigo\s+|só\s+|somente\s+|apenas\s+"
        r"|as\s+respostas\s+|tudo\s+)*(?:em|no)\s+"
        r"(?:" + _LANGUAGE + r"|pt[- ](?:br|pt))\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.manner",
        "explique explica fale fala escreva escreve responda responde me",
        r"(?:me\s+)?"
        r"(?:explique|explica|fale|fala|escreva|escreve|responda|responde)\s+(?:as\s+coisas\s+|tudo\s+)?(?:comigo\s+)?"
        r"(?:de\s+forma|de\s+um\s+jeito|de\s+maneira|de\s+modo|com\s+(?:linguagem|palavras|exemplos)|em\s+(?:linguagem"
        r"|termos|tópicos|parágrafos|português\s+simples)|como\s+(?:um|uma)\s+|sem\s+(?:jargão|jargões|termos\s+técnicos|rodeios|enrolação|"
        r"emojis|gírias)|passo\s+a\s+passo|resumidamente|brevemente|devagar|diretamente"
        # a casual tone: "fala comigo de boa", "à vontade", "sem formalidade"
        r"|de\s+boa|numa\s+boa|na\s+boa|(?:à|a)\s+vontade|informalmente|sem\s+(?:formalidades?|cerimónias?|cerimônias?"
        r"|frescura))\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.use",
        "use usa utilize utiliza",
        r"(?:use|usa|utilize|utiliza)\s+(?:sempre\s+)?(?:o\s+|a\s+|"
        r"as\s+|os\s+)?(?:sistema\s+métrico|unidades\s+métricas|português\s+(?:brasileiro|europeu|de\s+portugal)|"
        r"linguagem\s+(?:simples|informal|formal|neutra|técnica)|tom\s+\w+|tópicos|listas|markdown|tabelas|emojis|"
        r"exemplos|analogias|celsius|graus\s+celsius|quilômetros|24\s+horas)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.skip",
        "pule pula corte corta dispense dispensa",
        r"(?:pule|pula|corte|corta|dispense|"
        r"dispensa)\s+(?:a\s+|as\s+|o\s+|os\s+)?(?:introdução|introduções|rodeios|enrolação|formalidades|saudações|"
        r"cumprimentos|elogios|desculpas|ressalvas|avisos|resumo\s+final|conclusão)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.call_me",
        "me pode podes chame chama eu quero prefiro trata-me trate-me",
        r"(?:(?:pode|podes)\s+)?(?:me\s+"
        r"(?:cham(?:e|a|ar)|trat(?:e|a|ar)\s+por)|cham(?:e|a)-me|trat(?:e|a)-me\s+por)\s+(?:de\s+)?(?P<rest>.+)",
        _call_me,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.instruction.call_me_want",
        "eu quero prefiro gosto",
        EU + r"(?:quero|prefiro|gosto\s+de)\s+ser\s+"
        r"chamad[oa]\s+(?:de\s+)?(?P<rest>.+)",
        _call_me,
        "instruction",
        exclusive=True,
    ),
    rule(
        "pt.context.remote",
        "eu trabalho estou tô",
        EU + ADV + r"(?:trabalho|estou\s+trabalhando|tô\s+trabalhando)\s+(?:(?:100\s*%|totalmente|sempre|só|full)\s+)?"
        r"(?:remoto|remotamente|(?:à|a)\s+distância|de\s+forma\s+remota|em\s+(?:regime\s+)?(?:remoto|teletrabalho"
        r"|home\s+office))\b",
        _remote,
        "context",
    ),
    rule(
        "pt.context.organising",
        "eu nós estou tô to ando estamos andamos vou vamos",
        r"(?:eu\s+|nós\s+)?(?P<aux>estou|tô|to|ando|estamos|andamos|vou|vamos)\s+(?:a\s+)?"
        r"(?P<verb>organizando|preparando|planejando|planeando|organizar|preparar|planejar|planear|fazer)\s+"
        r"(?P<ev>" + _PUT_ON + r")\s+(?:d[oa]s?|para\s+[oa]s?|pra|pro|pr[oa]s)\s+(?P<poss>meu|minha|nosso|nossa)\s+"
        r"(?P<rel>" + _REL + r")\b(?P<rest>.*)",
        _organising,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.outing",
        "eu vou vamos nós",
        r"(?:eu\s+|nós\s+)?(?:vou|vamos)\s+" + ADV + r"(?P<prep>ao|à|a\s+um|a\s+uma|a|no|na|num|numa|pro|pra)\s+"
        r"(?P<rest>(?:" + "|".join(sorted(_OUTINGS, key=longest_first)) + r")\b.+)",
        _outing,
        "context",
        exclusive=True,
    ),
    rule(
        # "queremos ir pra Portugal em maio", "a gente quer ir pro Japão no ano que vem", "estou a pensar ir a Roma no
        # verão": a trip the user means to make, with a time ahead
        "pt.context.travel_wish",
        "eu nós a quero queremos quer pretendo pretendemos planeio planeamos planejo planejamos estamos estou tô to"
        " tamos gostava gostaria adorava adoraria",
        r"(?:eu\s+|nós\s+|a\s+gente\s+)?(?:quero|queremos|quer|pretendo|pretendemos|planeio|planeamos|planejo|planejamos"
        r"|(?:estamos|estou|tô|to|tamos)\s+(?:a\s+pensar|pensando)(?:\s+em)?|gostava\s+de|gostaria\s+de|adorava|adoraria)\s+"
        r"(?P<verb>ir|voltar|(?P<travel>viajar|visitar))(?P<going>(?!))?\s+"
        r"(?:(?P<prep>para\s+[oa]s?|para|pra|pro|a|à|ao|aos|às|até|o|os|as)\s+)?(?P<rest>.+)",
        _trip_meant,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.travel",
        "eu vou vamos nós viajo viajamos parto partimos embarco embarcamos",
        r"(?:eu\s+|nós\s+)?(?:(?P<verb>vou|vamos)\s+" + ADV + r"(?:(?P<travel>viajar|de\s+viagem|de\s+férias"
        r"|passar\s+(?:o|a|as|os|uns|umas|\d+|duas|dois|três|alguns|algumas|quinze|dez)\s+[\w\s]{2,30}?"
        r"|visitar\s+(?:(?:[oa]s?\s+)?(?:meu|minha|meus|minhas|nossa|nosso)\s+)?[\w\s]{2,30}?"
        r"|fazer\s+(?:um\s+|uma\s+|o\s+)?(?:viagem|mochilão|mochilao|interrail|road\s*trip|roadtrip|cruzeiro|roteiro"
        r"|tour)(?:\s+(?:de\s+\w+|sozinh[oa]|com\s+\w+(?:\s+\w+)?))?)\s+)?"
        r"|(?P<going>viajo|viajamos|parto|partimos|embarco|embarcamos)\s+" + ADV + r")"
        r"(?P<prep>para\s+[oa]s?|para|pra|pro|a|à|ao|aos|às|em|no|na|nos|nas|até|pela|pelo|pelas|pelos|por)\s+"
        r"(?P<rest>.+)",
        _trip,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.staying",
        "eu estou tô estamos",
        EU + r"(?:estou|tô|estamos)\s+(?P<prep>em|no|na|nos|nas)\s+(?P<rest>.+)",
        _staying,
        "context",
    ),
    rule(
        "pt.context.event",
        "eu vou vamos me nos caso-me casamo-nos tenho mudo mudamos começo",
        EU + r"(?P<what>(?:vou|vamos)\s+(?:me\s+|nos\s+)?casar|(?:me|nos)\s+(?:caso|casamos)|caso-me|casamo-nos"
        r"|tenho\s+(?:uma\s+)?entrevista(?:\s+de\s+emprego)?|tenho\s+(?:um\s+|uma\s+|o\s+|a\s+)?(?:exame|prova|teste)"
        r"(?:\s+(?:de|da|do)\s+[\wçãéêó]+(?:\s+[\wçãéêó]+)?)?|(?:vou|tenho\s+de|tenho\s+que)\s+(?:ser\s+operad[oa]"
        r"|fazer\s+uma\s+cirurgia)"
        r"|tenho\s+(?:os\s+|as\s+)?(?:exames|provas|frequências)|tenho\s+(?:uma\s+)?cirurgia"
        r"(?:\s+marcada)?|tenho\s+(?:a\s+|uma\s+)?defesa(?:\s+d[ao]\s+(?:tese|dissertação|mestrado|doutoramento|tcc))?"
        r"|(?:vou|tenho\s+de|tenho\s+que)\s+defender\s+(?:a\s+)?(?:minha\s+)?(?:tese|dissertação|tcc)"
        r"|(?:vou|vamos)\s+(?:me\s+|nos\s+)?mudar\s+de\s+casa|(?:mudo|mudamos)\s+de\s+casa"
        r"|(?:vou|vamos)\s+(?:me|nos)\s+mudar(?=\s+(?:para|pra|pro)\s)"
        r"|(?:começo|vou\s+começar)\s+(?:num|em\s+um|um|no|o)\s+(?:novo\s+)?(?:emprego|trabalho)(?:\s+novo)?)"
        r"(?P<rest>(?=\s|$).*)",
        _event,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.started_job",
        "eu comecei acabei",
        EU + r"(?:comecei|acabei\s+de\s+começar)\s+(?:agora\s+|recentemente\s+)?"
        r"(?:num|numa|em\s+um|em\s+uma|um|uma|no|na)\s+(?:novo\s+|nova\s+)?(?:emprego|trabalho)(?:\s+nov[oa])?\b(?P<rest>.*)",
        _started_job,
        "context",
    ),
    rule(
        "pt.context.my_event",
        "os as o a meus minhas meu minha",
        r"(?:(?:os|as|o|a)\s+)?(?:meus|minhas|meu|minha)\s+(?P<what>" + V.alternation(frozenset(_MY_EVENTS)) + r")\s+"
        r"(?:começa|começam|é|são|está\s+marcad[oa]|estão\s+marcad[oa]s|vai\s+ser|vão\s+ser|será|serão|fica|ficou"
        r"\s+marcad[oa])\b(?P<rest>.*)",
        _my_event,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.expecting",
        "eu nós vou vamos estou estamos tô tamos",
        r"(?:eu\s+|nós\s+)?(?:(?:vou|vamos)\s+" + ADV + r"ser\s+(?:pai|mãe|pais|papai|mamãe)(?!\s+(?:d[eoa]s?)\b)"
        r"|(?:estou|estamos|tô|tamos)\s+(?:à\s+espera|esperando)\s+(?:de\s+|d(?=[oa]\s))?(?:um\s+|uma\s+|o\s+|a\s+)?"
        r"(?:(?:noss|minh|me)[oa]?u?\s+)?(?:primeir[oa]\s+|segund[oa]\s+|terceir[oa]\s+)?(?:bebé|bebê|filh[oa]"
        r"|menin[oa]|gémeos|gêmeos))\b(?P<rest>.*)",
        _expecting,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.job_loss",
        "eu fui fiquei perdi acabei",
        EU + r"(?:(?:fui|acabei\s+de\s+ser)\s+(?:demitid[oa]|despedid[oa]|mandad[oa]\s+embora"
        r"|dispensad[oa](?=\s*(?:$|[,;.!?]|d[oa]\s+(?:emprego|trabalho|empresa)|(?:ontem|hoje|há)\b)))"
        r"|perdi\s+o\s+(?:meu\s+)?emprego|perdi\s+o\s+(?:meu\s+)?trabalho(?=\s*(?:$|[,;.!?]|(?:em|no|na|há|ontem"
        r"|recentemente|semana|mês|mes)\b))|fiquei\s+(?:desempregad[oa]|sem\s+(?:emprego|trabalho)))\b",
        _job_loss,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.operated",
        "eu fui operei fiz",
        EU + r"(?:fui\s+operad[oa]|operei|fiz\s+uma\s+(?:cirurgia|operação))\s+"
        r"(?P<prep>ao|à|a|o|no|na|aos|às|os|as|do|da|de)\s+(?:meu\s+|minha\s+)?(?P<part>" + _BODY_PARTS + r")\b"
        r"(?=.*\b(?:há\s+(?:\w+\s+)?(?:dias?|semanas?|mês|meses)"
        r"|ontem|anteontem|(?:na\s+|a\s+)?semana\s+passada|(?:no\s+|o\s+)?mês\s+passado|recentemente|agora)\b)",
        _operated,
        "context",
        exclusive=True,
    ),
    rule(
        "pt.context.situation",
        "eu estou tô to ando estamos tamos andamos nós a",
        r"(?:eu\s+|nós\s+|a\s+gente\s+)?(?:estou|tô|to|ando|estamos|tamos|andamos|(?<=gente\s)(?:está|tá|ta|anda))\s+"
        + ADV + r"(?:tod[oa]s\s+|os\s+dois\s+|as\s+duas\s+)?(?P<phrase>" + _CONTEXT + r")\b(?P<rest>.*)",
        _context,
        "context",
        exclusive=True,
    ),
]
