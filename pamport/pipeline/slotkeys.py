"""The canonical slot of a memory: ``type/attribute/object``, the same for every wording of one fact.

"User likes cold brew", "User enjoys cold brew a lot" and "User is a big fan of cold brew" are one fact,
``preference/likes/cold brew``; "User lives in Lisbon" and "O usuário mora em Lisboa" are ``fact/home_city/
lisbon``. The key is stored in ``metadata.slot`` (``metadata`` is open in the PAM schema) with the value as the
user wrote it in ``metadata.value``, and consolidation merges memories by it (see docs/consolidation.md).

A key comes from one of three places, in this order:

1. a slot the extractor already knows (rules set ``fact.home_city`` and a value; the LLM may answer one);
2. the memory's third-person wording, read by the patterns below (rules, LLM and provider memories all write
   "User …" / "O usuário …" sentences, so one reader serves them all);
3. otherwise ``<type>/statement/<normalized content>``: the memory still merges with its exact repeats.

Objects are canonical: lower case, accents and articles dropped, trailing intensifiers ("a lot", "lately",
"demais") dropped, and the cross-language aliases of :data:`ALIASES` applied ("Lisboa" → "lisbon",
"vegetariana" → "vegetarian"). Attributes listed in :data:`SINGLE_VALUED` hold one value at a time: a new value
supersedes the old one. Every other attribute is a set (several likes, several allergies).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping

#: Attributes (``type/attribute``) that hold one value at a time.
SINGLE_VALUED = frozenset(
    {
        "identity/name",
        "identity/age",
        "identity/pronouns",
        "identity/nationality",
        "identity/birth_year",
        "fact/home_city",
        "fact/hometown",
        "fact/car",
        "fact/tax_residence",
        "fact/birthplace",
        "fact/employer",
        "fact/job_title",
        "fact/school",
        "fact/field_of_study",
        "preference/diet",
        "relationship/status",
        "relationship/spouse",
        "relationship/partner",
        "relationship/manager",
        "instruction/response_language",
        "instruction/spelling",
        "instruction/units",
        "instruction/code_language",
        "environment/os",
        "environment/editor",
    }
)

#: ``relationship/status`` values that replace each other; other statuses ("parent", "grandparent") add up.
MARITAL_STATUS = frozenset(
    {"single", "married", "engaged", "divorced", "widowed", "separated", "in a relationship", "dating"}
)

#: A newer value of the key on the left (``type/attribute/object``, ``*`` for any object) supersedes older
#: values of the attributes on the right (``type/attribute``, or ``type/attribute/object`` for one value of it),
#: though they are other attributes.
ENDS: Mapping[str, frozenset[str]] = {
    "relationship/status/single": frozenset({"relationship/partner", "relationship/spouse"}),
    "relationship/status/divorced": frozenset({"relationship/spouse", "relationship/partner"}),
    "relationship/status/separated": frozenset({"relationship/spouse", "relationship/partner"}),
    "relationship/status/widowed": frozenset({"relationship/spouse", "relationship/partner"}),
    "relationship/spouse/*": frozenset({"relationship/partner", "relationship/status/single"}),
    # a girlfriend or boyfriend named after "I'm single" ("comecei a namorar com o Leo"): no longer single
    "relationship/partner/*": frozenset({"relationship/status/single"}),
    # "we got married": the girlfriend or boyfriend named before is now a spouse, not a current partner
    "relationship/status/married": frozenset({"relationship/partner"}),
    "fact/job_title/retired": frozenset({"fact/employer"}),
    "fact/job_title/unemployed": frozenset({"fact/employer"}),
}

#: Attribute names used by older slots or by other extractors, as the vocabulary names them.
ATTRIBUTE_ALIASES: Mapping[str, str] = {
    "fact/origin": "hometown",
    "fact/city": "home_city",
    "fact/occupation": "job_title",
    "fact/job": "job_title",
    "fact/works_as": "job_title",
    "fact/condition": "health",
    "identity/preferred_name": "name",
    "goal/wants": "achieve",
    "goal/learning": "learn",
    "project/builds": "working_on",
    "instruction/asks": "style",
    "relationship/wife": "spouse",
    "relationship/husband": "spouse",
    "relationship/boyfriend": "partner",
    "relationship/fiancee": "partner",
    "relationship/fiance": "partner",
    "relationship/engaged": "partner",
    "relationship/girlfriend": "partner",
    "relationship/son": "child",
    "relationship/daughter": "child",
    "relationship/kid": "child",
    "relationship/brother": "sibling",
    "relationship/sister": "sibling",
    "relationship/mother": "parent",
    "relationship/father": "parent",
    "relationship/mom": "parent",
    "relationship/mum": "parent",
    "relationship/dad": "parent",
    "relationship/dog": "pet",
    "relationship/cat": "pet",
}

#: Cross-language and spelling variants of the same object (after accents are dropped).
ALIASES: Mapping[str, str] = {
    # places
    "lisboa": "lisbon",
    "lisbonne": "lisbon",
    "oporto": "porto",
    "rio": "rio de janeiro",
    "companheira": "partner",
    "companheiro": "partner",
    "sao paulo": "sao paulo",
    "nova york": "new york",
    "nova iorque": "new york",
    "londres": "london",
    "paris": "paris",
    "roma": "rome",
    "berlim": "berlin",
    "munique": "munich",
    "genebra": "geneva",
    "bruxelas": "brussels",
    "copenhaga": "copenhagen",
    "copenhague": "copenhagen",
    "varsovia": "warsaw",
    "praga": "prague",
    "viena": "vienna",
    "atenas": "athens",
    "toquio": "tokyo",
    "pequim": "beijing",
    "cidade do mexico": "mexico city",
    "edimburgo": "edinburgh",
    "dublim": "dublin",
    "amesterdao": "amsterdam",
    "estocolmo": "stockholm",
    "florenca": "florence",
    "veneza": "venice",
    "milao": "milan",
    "sevilha": "seville",
    "barcelona": "barcelona",
    # diets
    "vegetariana": "vegetarian",
    "vegetariano": "vegetarian",
    "vegana": "vegan",
    "vegano": "vegan",
    "pescetariana": "pescatarian",
    "pescetariano": "pescatarian",
    "pescatariana": "pescatarian",
    "pescatariano": "pescatarian",
    "pescetarian": "pescatarian",
    "ovolactovegetariana": "vegetarian",
    "ovolactovegetariano": "vegetarian",
    "flexitariana": "flexitarian",
    "flexitariano": "flexitarian",
    "sem gluten": "gluten-free",
    "gluten free": "gluten-free",
    # nationalities
    "brasileira": "brazilian",
    "brasileiro": "brazilian",
    "portuguesa": "portuguese",
    "portugues": "portuguese",
    "portuguese": "portuguese",
    "americana": "american",
    "americano": "american",
    "inglesa": "english",
    "ingles": "english",
    "espanhola": "spanish",
    "espanhol": "spanish",
    "francesa": "french",
    "frances": "french",
    "alema": "german",
    "alemao": "german",
    "italiana": "italian",
    "italiano": "italian",
    "japonesa": "japanese",
    "japones": "japanese",
    "chinesa": "chinese",
    "chines": "chinese",
    "angolana": "angolan",
    "angolano": "angolan",
    "mocambicana": "mozambican",
    "mocambicano": "mozambican",
    "argentina": "argentinian",
    "argentino": "argentinian",
    "mexicana": "mexican",
    "mexicano": "mexican",
    "canadense": "canadian",
    "canadiana": "canadian",
    "canadiano": "canadian",
    "russa": "russian",
    "russo": "russian",
    "holandesa": "dutch",
    "holandes": "dutch",
    "irlandesa": "irish",
    "irlandes": "irish",
    # jobs
    "professora": "teacher",
    "professor": "teacher",
    "prof": "teacher",
    "enfermeira": "nurse",
    "enfermeiro": "nurse",
    "medica": "doctor",
    "medico": "doctor",
    "advogada": "lawyer",
    "advogado": "lawyer",
    "engenheira de software": "software engineer",
    "engenheiro de software": "software engineer",
    "desenvolvedora": "developer",
    "desenvolvedor": "developer",
    "programadora": "programmer",
    "programador": "programmer",
    "fisioterapeuta": "physiotherapist",
    "physio": "physiotherapist",
    "estudante": "student",
    "designer": "designer",
    "psicologa": "psychologist",
    "psicologo": "psychologist",
    "contadora": "accountant",
    "contador": "accountant",
    "arquiteta": "architect",
    "arquiteto": "architect",
    "jornalista": "journalist",
    "dentista": "dentist",
    "cozinheira": "cook",
    "cozinheiro": "cook",
    "farmaceutica": "pharmacist",
    "farmaceutico": "pharmacist",
    "veterinaria": "vet",
    "veterinario": "vet",
    "veterinarian": "vet",
    # relationship status
    "casada": "married",
    "casado": "married",
    "solteira": "single",
    "solteiro": "single",
    "divorciada": "divorced",
    "divorciado": "divorced",
    "noiva": "engaged",
    "noivo": "engaged",
    "viuva": "widowed",
    "viuvo": "widowed",
    "separada": "separated",
    "separado": "separated",
    "namorando": "dating",
    "aposentada": "retired",
    "aposentado": "retired",
    "reformada": "retired",
    "reformado": "retired",
    "desempregada": "unemployed",
    "desempregado": "unemployed",
    "out of work": "unemployed",
    "veggie": "vegetarian",
    "mac os": "macos",
    "mac os x": "macos",
    "os x": "macos",
    "osx": "macos",
    # languages (the adjectives above double as language names: "ingles" -> "english")
    "mandarim": "mandarin",
    "japanese language": "japanese",
    # relations
    "esposa": "wife",
    "mulher": "wife",
    "marido": "husband",
    "namorada": "girlfriend",
    "namorado": "boyfriend",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "filha": "daughter",
    "filho": "son",
    "irma": "sister",
    "irmao": "brother",
    "mae": "mother",
    "mom": "mother",
    "mum": "mother",
    "pai": "father",
    "dad": "father",
    "chefe": "manager",
    "boss": "manager",
    "gato": "cat",
    "gata": "cat",
    "cachorro": "dog",
    "cachorra": "dog",
    "cao": "dog",
    "cadela": "dog",
    # foods and things people say in both languages
    "cafe": "coffee",
    "cha": "tea",
    "chocolate": "chocolate",
    "cerveja": "beer",
    "vinho": "wine",
    "amendoim": "peanuts",
    "amendoins": "peanuts",
    "marisco": "shellfish",
    "mariscos": "shellfish",
    "frutos do mar": "shellfish",
    "lactose": "lactose",
    "gluten": "gluten",
    "kiwi": "kiwi",
    "futebol": "football",
    "soccer": "football",
    "corrida": "running",
    "correr": "running",
    "natacao": "swimming",
    "nadar": "swimming",
    "caminhada": "hiking",
    "caminhadas": "hiking",
    "trilhas": "hiking",
    "trilha": "hiking",
    "xadrez": "chess",
    "cozinhar": "cooking",
    "ler": "reading",
    "leitura": "reading",
    "musica": "music",
    "jazz": "jazz",
    "violao": "guitar",
    "guitarra": "guitar",
    "piano": "piano",
    "fotografia": "photography",
    "pintura": "painting",
    "azeitonas": "olives",
    "coentro": "coriander",
    "cilantro": "coriander",
    "cold-brew": "cold brew",
    "diabetica": "diabetic",
    "diabetico": "diabetic",
    "celiaca": "celiac",
    "celiaco": "celiac",
    "coeliac": "celiac",
    "canhota": "left-handed",
    "canhoto": "left-handed",
    "left-hander": "left-handed",
    "left handed": "left-handed",
    # hobbies, foods and allergens in Portuguese
    "escalada": "climbing",
    "escalar": "climbing",
    "alpinismo": "mountaineering",
    "ciclismo": "cycling",
    "pedalar": "cycling",
    "ioga": "yoga",
    "danca": "dancing",
    "dancar": "dancing",
    "jardinagem": "gardening",
    "pesca": "fishing",
    "pescar": "fishing",
    "surfe": "surfing",
    "surf": "surfing",
    "viajar": "travelling",
    "viagens": "travelling",
    "traveling": "travelling",
    "filmes": "movies",
    "jogos": "games",
    "videojogos": "video games",
    "videogames": "video games",
    "peixe": "fish",
    "carne": "meat",
    "carne vermelha": "red meat",
    "ovos": "eggs",
    "queijo": "cheese",
    "gelado": "ice cream",
    "sorvete": "ice cream",
    "pao": "bread",
    "frango": "chicken",
    "penicilina": "penicillin",
    "latex": "latex",
    "frutos secos": "nuts",
    "nozes": "nuts",
    "abelhas": "bees",
    "polen": "pollen",
    "gatos": "cats",
    "caes": "dogs",
    "cachorros": "dogs",
    "arch": "arch linux",
}

_ARTICLES = re.compile(
    r"^(?:the|a|an|some|my|our|o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|do|da|dos|das|de|no|na|nos|nas"
    r"|em|ao|aos|à|às)\s+"
)
_INTENSIFIERS = re.compile(
    r"(?:\s+(?:a\s+lot|a\s+ton|so\s+much|very\s+much|lately|these\s+days|nowadays|now|too|as\s+well|really"
    r"|quite\s+a\s+bit|currently|at\s+the\s+moment|right\s+now|at\s+home|at\s+work|btw|by\s+the\s+way|lol"
    r"|haha|tbh|obvs|anyway|fairly\s+well|pretty\s+well|quite\s+well|very\s+well|really\s+well|well|fluently"
    r"|a\s+bit|a\s+little|every\s+(?:day|night|morning|evening|week|weekend)|on\s+weekends|razoavelmente"
    r"|muito\s+bem|bem|fluentemente|um\s+pouco|todos\s+os\s+dias|todo\s+dia|toda\s+(?:a\s+)?noite"
    r"|todas\s+as\s+noites|aos\s+fins\s+de\s+semana"
    r"|muito|demais|bastante|pra\s+caramba|ultimamente|agora|atualmente|actualmente"
    r"|neste\s+momento|de\s+momento|hoje\s+em\s+dia|tamb[eé]m|em\s+casa|no\s+trabalho))+$"
)
_PUNCT = re.compile(r"[\"“”«»()\[\]{}.,;:!?]+")
_WS = re.compile(r"\s+")


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def canonical_object(value: str) -> str:
    """The comparable form of a slot's object: "Lisboa" → "lisbon", "the Cold Brew a lot" → "cold brew"."""
    text = _WS.sub(" ", _PUNCT.sub(" ", _strip_accents(value))).strip().lower()
    previous = None
    while previous != text:
        previous = text
        text = _ARTICLES.sub("", text)
        text = _INTENSIFIERS.sub("", text).strip()
    return ALIASES.get(text, text)


def attribute_of(key: str) -> str:
    """``type/attribute`` of a ``type/attribute/object`` key."""
    return "/".join(key.split("/", 2)[:2])


def object_of(key: str) -> str:
    parts = key.split("/", 2)
    return parts[2] if len(parts) == 3 else ""


def single_valued(key: str) -> bool:
    """Whether a key's attribute holds one value at a time (``relationship/status`` only for marital states:
    "mother" or "grandparent" are roles that add up, not states that replace each other)."""
    attribute = attribute_of(key)
    if attribute == "relationship/status":
        return object_of(key) in MARITAL_STATUS
    name = attribute.partition("/")[2]
    return attribute in SINGLE_VALUED or name.startswith("favorite_")


#: Kinds of device, each a one-at-a-time slot of its own: a new phone replaces the old phone, not the laptop.
#: Tried in order (a "galaxy watch" is a watch before "galaxy" makes it a phone); a device of no known kind stays
#: in the set of devices and replaces nothing.
_DEVICE_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        ("earbuds", r"\b(?:buds|earbuds|airpods|headphones|fones)\b"),
        ("watch", r"\b(?:watch|smartwatch|relogio|garmin|fitbit)\b"),
        ("e-reader", r"\b(?:kindle|kobo|boox|remarkable|e-?reader)\b"),
        ("tablet", r"\b(?:ipad|tablet|galaxy\s+tab|tab\s+s\d+|surface\s+pro|pixel\s+tablet)\b"),
        ("console", r"\b(?:steam\s+deck|ps[345]|playstation|xbox|nintendo|switch\s+(?:oled|lite|2))\b"),
        (
            "laptop",
            r"\b(?:macbook|thinkpad|chromebook|pixelbook|laptop|notebook|portatil|xps|zenbook|vivobook|ideapad"
            r"|elitebook|probook|latitude|inspiron|spectre|matebook|zephyrus|surface\s+laptop|framework)\b",
        ),
        ("desktop", r"\b(?:imac|mac\s+(?:mini|studio|pro)|desktop|gaming\s+pc)\b"),
        (
            "phone",
            r"\b(?:iphone|pixel|galaxy|redmi|xiaomi|poco|oneplus|moto|motorola|nokia|huawei|fairphone|oppo|realme"
            r"|honor|smartphone|phone|android\s+phone|telemovel|celular|telefone)\b",
        ),
    )
)


def device_kind(key: str) -> str | None:
    """The kind of device a ``environment/device`` key names ("phone" for an iPhone 15 or a Redmi), if known."""
    if attribute_of(key) != "environment/device":
        return None
    obj = object_of(key)
    for kind, pattern in _DEVICE_KINDS:
        if pattern.search(obj):
            return kind
    return None


#: A device the user has for work or study, beside their own ("User's work laptop is a ThinkPad", "o portátil da
#: empresa"): it replaces only another such device.
_WORK_DEVICE = re.compile(r"\b(?:work|office|company|job|school|uni|empresa|trabalho|escritorio|firma|faculdade)\b")


def rival_slot(key: str, content: str = "") -> str | None:
    """The slot whose values replace one another over time: a single-valued attribute (``fact/home_city``), or
    one kind of device (``environment/device/phone``: devices are a set, but a new phone is the phone; a work
    phone, told by the memory's ``content``, is another slot); else None (a set: likes, allergies, a device of no
    known kind)."""
    if single_valued(key):
        return attribute_of(key)
    kind = device_kind(key)
    if kind is None:
        return None
    if _WORK_DEVICE.search(_strip_accents(content).lower()):
        kind = f"work {kind}"
    return f"environment/device/{kind}"


def same_thing(slot: str, older: str, newer: str) -> bool:
    """Whether two values of a device slot name one device, one more precisely ("iphone" and "iphone 15 pro"):
    saying it again less precisely is no new device."""
    if not slot.startswith("environment/device/"):
        return False
    a, b = set(older.split()), set(newer.split())
    return a <= b or b <= a


def ended_by(key: str) -> frozenset[str]:
    """Attributes (``type/attribute``) whose older values a newer ``key`` ends, though it names another attribute:
    "User is single now" ends a partner and a spouse, a wife ends a girlfriend, retirement ends an employer."""
    attribute = attribute_of(key)
    return ENDS.get(f"{attribute}/{object_of(key)}", ENDS.get(f"{attribute}/*", frozenset()))


#: Words that name the kind of a thing rather than the thing: "the windows laptop" and "Windows 11" are one
#: object to a retraction ("got rid of the windows laptop"), "o São João" and "Hospital de São João" too.
_GENERIC_WORDS = frozenset(
    {
        "laptop", "phone", "computer", "pc", "tablet", "machine", "one", "old", "new", "job", "work", "company",
        "telemovel", "telefone", "computador", "portatil", "emprego", "empresa", "trabalho", "de", "do", "da",
        "of", "and", "e",
    }
)  # fmt: skip


def _words(obj: str) -> frozenset[str]:
    return frozenset(w for w in re.split(r"[\s/-]+", obj) if w and w not in _GENERIC_WORDS)


#: An unnamed relation taken back ("we split up" reads as "User has a partner" taken back, "my dog died" as "User
#: has a dog") ends whoever held it: the attributes (and marital states) each kind covers.
_KIND_COVERS: Mapping[str, frozenset[str]] = {
    "partner": frozenset(
        {
            "relationship/partner", "relationship/spouse", "relationship/status/in a relationship",
            "relationship/status/dating", "relationship/status/married", "relationship/status/engaged",
        }
    ),
    "girlfriend": frozenset(
        {"relationship/partner", "relationship/status/in a relationship", "relationship/status/dating"}
    ),
    "boyfriend": frozenset(
        {"relationship/partner", "relationship/status/in a relationship", "relationship/status/dating"}
    ),
    "wife": frozenset({"relationship/spouse", "relationship/status/married"}),
    "husband": frozenset({"relationship/spouse", "relationship/status/married"}),
}  # fmt: skip

#: Kinds of pet, and the words a memory names each with: "my dog died" ends "User has a dog named Max", "O cão
#: do usuário se chama Bobi", not the cat.
_PET_WORDS: Mapping[str, frozenset[str]] = {
    "dog": frozenset({"dog", "puppy", "cao", "caozinho", "cadela", "cachorro", "cachorra", "cachorrinho"}),
    "cat": frozenset({"cat", "kitten", "gato", "gata", "gatinho", "gatinha"}),
    "rabbit": frozenset({"rabbit", "bunny", "coelho", "coelha"}),
    "hamster": frozenset({"hamster"}),
    "budgie": frozenset({"budgie", "periquito"}),
    "parrot": frozenset({"parrot", "papagaio"}),
    "tortoise": frozenset({"tortoise", "tartaruga"}),
}  # fmt: skip
_PET_KIND = {word: kind for kind, words in _PET_WORDS.items() for word in words}


def _kind_covers(retraction: str, key: str, content: str) -> bool:
    """An unnamed relation or pet taken back (``relationship/has/partner``, ``relationship/has/dog``) covers the
    named ones of that kind: any partner or spouse, a pet whose memory says it is that kind of animal."""
    if attribute_of(retraction) != "relationship/has":
        return False
    said = object_of(retraction)
    covered = _KIND_COVERS.get(said)
    if covered is not None:
        return attribute_of(key) in covered or key in covered
    kind = _PET_KIND.get(said)
    if kind is None or attribute_of(key) not in {"relationship/pet", "relationship/has"}:
        return False
    words = set(re.findall(r"[a-z]+", _strip_accents(f"{object_of(key)} {content}").lower()))
    return bool(words & _PET_WORDS[kind])


#: Jobs whose slot keeps the user's word ("contabilista"), named in the other language when taken back ("not an
#: accountant anymore"): a retraction compares them in English.
_JOBS_IN_ENGLISH: Mapping[str, str] = {
    "contabilista": "accountant",
    "analista financeira": "financial analyst",
    "analista financeiro": "financial analyst",
    "analista de dados": "data analyst",
    "gestora de produto": "product manager",
    "gestor de produto": "product manager",
    "gerente de produto": "product manager",
    "gerente de projetos": "project manager",
    "gestora de projetos": "project manager",
    "gestor de projetos": "project manager",
    "barbeira": "barber",
    "barbeiro": "barber",
    "eletricista": "electrician",
    "electricista": "electrician",
    "canalizador": "plumber",
    "canalizadora": "plumber",
    "encanador": "plumber",
    "encanadora": "plumber",
    "tradutora": "translator",
    "tradutor": "translator",
    "parteira": "midwife",
    "optometrista": "optometrist",
    "bibliotecaria": "librarian",
    "bibliotecario": "librarian",
    "fotografa": "photographer",
    "fotografo": "photographer",
    "padeira": "baker",
    "padeiro": "baker",
}


def _in_english(obj: str) -> str:
    return _JOBS_IN_ENGLISH.get(obj, obj)


def retraction_covers(retraction: str, key: str, content: str = "") -> bool:
    """Whether a retraction ("User no longer works at São João") takes back the fact ``key``
    (``fact/employer/hospital de sao joao``): the same attribute (environment attributes count as one, since
    "the windows laptop" may retract "Windows 11"), and the retraction's object words, beyond generic ones
    ("laptop", "job"), all in the fact's object, or the fact's all in the retraction's. An unnamed relation
    ("we split up": a partner; "my dog died": a dog) covers the facts of that kind, told by ``content``, the
    memory's wording, for pets."""
    if _kind_covers(retraction, key, content):
        return True
    kind_a, attribute_a = attribute_of(retraction).split("/")
    kind_b, attribute_b = attribute_of(key).split("/")
    if kind_a != kind_b:
        return False
    if attribute_a != attribute_b and not (kind_a == "environment" and {attribute_a, attribute_b} <= _ENVIRONMENT):
        return False
    said, held = object_of(retraction), object_of(key)
    if attribute_a == "job_title":
        said, held = _in_english(said), _in_english(held)
    if said.replace(" ", "") == held.replace(" ", "") or (attribute_a == "employer" and said in _ANY_EMPLOYER):
        return True  # "vscode" is "VS Code"
    said_words, held_words = _words(said), _words(held)
    return bool(said_words and held_words) and (said_words <= held_words or held_words <= said_words)


_ENVIRONMENT = frozenset({"os", "device", "uses", "editor"})
#: "I quit my job", "fiquei desempregada": the employer taken back is whichever one was current (the retraction
#: names this object; a generic word such as "job" alone covers nothing).
_ANY_EMPLOYER = frozenset({"any employer"})


def make_key(kind: str, attribute: str, value: str) -> str | None:
    obj = canonical_object(value)
    if not obj or not attribute:
        return None
    if kind == "environment":
        # "switched to mac", "I use a mac": the system is macOS, as "I'm on a MacBook" already says
        obj, attribute = ("macos", "os") if obj == "mac" and attribute == "uses" else (obj, attribute)
        attribute = _environment(attribute, obj)
    attribute, obj = _refine(kind, attribute, obj)
    return f"{kind}/{ATTRIBUTE_ALIASES.get(f'{kind}/{attribute}', attribute)}/{obj}"


def from_legacy(slot: str, value: str) -> str | None:
    """``fact.home_city`` + ``Lisbon`` (the rules' slot form) → ``fact/home_city/lisbon``."""
    kind, _, attribute = slot.partition(".")
    return make_key(kind, attribute, value) if kind and attribute else None


# Third-person wordings: (type, pattern, attribute). The object is the ``o`` group; an ``a`` group names the
# attribute itself (a relation: "User's brother is named Marco" → relationship/brother/marco).
_EN_SUBJECT = r"^user(?:'s)?\s+"
_PT_SUBJECT = r"^(?:o|a)\s+(?:usu[aá]ri[oa]|utilizador[a]?)\s+"
_LIKE_EN = (
    r"(?:really\s+|absolutely\s+|genuinely\s+|also\s+)?(?:loves|likes|enjoys|adores|is\s+(?:a\s+)?(?:big\s+|huge\s+)?"
    r"fan\s+of|is\s+(?:really\s+|very\s+)?into|is\s+obsessed\s+with|is\s+passionate\s+about|is\s+keen\s+on"
    r"|is\s+fond\s+of)"
)
_DISLIKE_EN = (
    r"(?:really\s+)?(?:dislikes|hates|detests|despises|loathes|can't\s+stand|cannot\s+stand|does\s+not\s+like"
    r"|doesn't\s+like|is\s+not\s+a\s+fan\s+of|isn't\s+a\s+fan\s+of)"
)
_LIKE_PT = r"(?:adora|ama|gosta\s+(?:muito\s+)?de|curte|é\s+f[aã]\s+de|é\s+apaixonad[oa]\s+por)"
_DISLIKE_PT = r"(?:odeia|detesta|não\s+gosta\s+de|não\s+suporta)"
_DIETS = r"(?P<o>(?:vegan|vegetarian|pescatarian|pescetarian|flexitarian)[oa]?)"

_PET_EN = r"(?:cat|dog|puppy|kitten|hamster|rabbit|parrot|tortoise|turtle|horse|guinea\s+pig|staffie|labrador)"
_PET_PT = r"(?:gat[oa]|c[ãa]o|cadela|cachorr[oa]|hamster|coelh[oa]|papagaio|tartaruga|cavalo|periquito)"
#: A pet's or person's name: one or two words, before "who", "que", a comma…
_AFTER = r"(?:[\s,;(].*)?$"
_NAME = r"(?P<o>[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"

_PATTERNS: tuple[tuple[str, re.Pattern[str], str], ...] = tuple(
    (kind, re.compile(pattern, re.I), attribute)
    for kind, pattern, attribute in (
        # English
        ("preference", _EN_SUBJECT + _LIKE_EN + r"\s+(?P<o>.+)$", "likes"),
        ("preference", _EN_SUBJECT + _DISLIKE_EN + r"\s+(?P<o>.+)$", "dislikes"),
        ("preference", _EN_SUBJECT + r"(?:is|eats)\s+(?:(?:a|strictly|fully)\s+)?" + _DIETS + r"$", "diet"),
        ("preference", _EN_SUBJECT + r"prefers\s+(?P<o>.+)$", "prefers"),
        ("fact", _EN_SUBJECT + r"(?:lives|is\s+based|is\s+living)\s+in\s+(?P<o>.+)$", "home_city"),
        ("fact", _EN_SUBJECT + r"works\s+(?:at|for)\s+(?P<o>.+)$", "employer"),
        ("fact", _EN_SUBJECT + r"is\s+from\s+(?P<o>.+)$", "origin"),
        ("fact", _EN_SUBJECT + r"is\s+allergic\s+to\s+(?P<o>.+)$", "allergy"),
        ("fact", _EN_SUBJECT + r"works\s+as\s+(?:an?\s+)?(?P<o>.+)$", "works_as"),
        ("fact", _EN_SUBJECT + r"is\s+an?\s+(?P<o>.+)$", "job_title"),
        ("fact", _EN_SUBJECT + r"is\s+(?P<o>diabetic|celiac|coeliac|lactose[- ]intolerant|asthmatic)$", "condition"),
        ("identity", _EN_SUBJECT + r"name\s+is\s+(?P<o>.+)$", "name"),
        ("identity", _EN_SUBJECT + r"is\s+(?P<o>\d{1,3})\s+years?\s+old$", "age"),
        ("skill", _EN_SUBJECT + r"(?:speaks|is\s+fluent\s+in)\s+(?P<o>.+)$", "speaks"),
        ("skill", _EN_SUBJECT + r"plays\s+(?:the\s+)?(?P<o>.+)$", "plays"),
        ("preference", _EN_SUBJECT + r"plays\s+(?:the\s+)?(?P<o>.+)$", "plays"),
        ("environment", _EN_SUBJECT + r"uses\s+(?P<o>.+)$", "uses"),
        ("environment", _EN_SUBJECT + r"(?:has|owns)\s+(?:an?\s+|one\s+)?(?P<o>.+)$", "uses"),
        ("goal", _EN_SUBJECT + r"(?:wants|hopes|plans|would\s+like|intends)\s+to\s+(?P<o>.+)$", "wants"),
        ("goal", _EN_SUBJECT + r"is\s+learning\s+(?P<o>.+)$", "learning"),
        ("project", _EN_SUBJECT + r"is\s+(?:building|developing|writing|making|working\s+on)\s+(?P<o>.+)$", "builds"),
        ("relationship", _EN_SUBJECT + r"(?P<a>[a-z-]+(?:\s+[a-z-]+)?)\s+is\s+(?:named|called)\s+(?P<o>.+)$", ""),
        ("relationship", _EN_SUBJECT + r"has\s+(?:an?\s+)?" + _PET_EN + r"\s+(?:named|called)\s+" + _NAME + _AFTER,
         "pet"),
        ("relationship", _EN_SUBJECT + r"has\s+(?:an?\s+|one\s+)?(?P<o>.+)$", "has"),
        ("instruction", _EN_SUBJECT + r"asks\s+the\s+assistant\s+to\s+(?P<o>.+)$", "asks"),
        # Portuguese
        ("preference", _PT_SUBJECT + _LIKE_PT + r"\s+(?P<o>.+)$", "likes"),
        ("preference", _PT_SUBJECT + _DISLIKE_PT + r"\s+(?P<o>.+)$", "dislikes"),
        ("preference", _PT_SUBJECT + r"é\s+" + _DIETS + r"$", "diet"),
        ("preference", _PT_SUBJECT + r"prefere\s+(?P<o>.+)$", "prefers"),
        ("fact", _PT_SUBJECT + r"(?:mora|vive|reside)\s+(?:em|no|na|nos|nas)\s+(?P<o>.+)$", "home_city"),
        ("fact", _PT_SUBJECT + r"trabalha\s+(?:em|no|na|nos|nas|para)\s+(?P<o>.+)$", "employer"),
        ("fact", _PT_SUBJECT + r"é\s+(?:de|do|da)\s+(?P<o>.+)$", "origin"),
        ("fact", _PT_SUBJECT + r"(?:é|tem)\s+alérgic[oa]\s+(?:a|ao|à|aos|às)\s+(?P<o>.+)$", "allergy"),
        ("fact", r"^a\s+profiss[aã]o\s+d[oa]\s+(?:usu[aá]ri[oa]|utilizador[a]?)\s+é\s+(?P<o>.+)$", "job_title"),
        ("fact", _PT_SUBJECT + r"é\s+(?P<o>diabétic[oa]|celíac[oa]|intolerante\s+à\s+lactose)$", "condition"),
        ("fact", _PT_SUBJECT + r"é\s+(?P<o>\w.*)$", "job_title"),
        ("identity", r"^o\s+nome\s+d[oa]\s+(?:usu[aá]ri[oa]|utilizador[a]?)\s+é\s+(?P<o>.+)$", "name"),
        ("identity", _PT_SUBJECT + r"se\s+chama\s+(?P<o>.+)$", "name"),
        ("relationship", r"^(?:o|a)\s+(?P<a>[\w-]+(?:\s+[\w-]+)?)\s+d[oa]\s+(?:usu[aá]ri[oa]|utilizador[a]?)\s+se\s+"
         r"chama\s+(?P<o>.+)$", ""),
        ("relationship", _PT_SUBJECT + r"tem\s+(?:um|uma)\s+" + _PET_PT + r"\s+(?:chamad[oa]|que\s+se\s+chama)\s+"
         + _NAME + _AFTER, "pet"),
        ("fact", _PT_SUBJECT + r"tem\s+alergia\s+(?:a|à|ao|aos|às)\s+(?P<o>.+)$", "allergy"),
        ("identity", _PT_SUBJECT + r"tem\s+(?P<o>\d{1,3})\s+anos$", "age"),
        ("skill", _PT_SUBJECT + r"fala\s+(?P<o>.+)$", "speaks"),
        ("skill", _PT_SUBJECT + r"toca\s+(?P<o>.+)$", "plays"),
        ("environment", _PT_SUBJECT + r"usa\s+(?P<o>.+)$", "uses"),
        ("environment", _PT_SUBJECT + r"(?:tem|possui)\s+(?:um\s+|uma\s+)?(?P<o>.+)$", "uses"),
        ("goal", _PT_SUBJECT + r"(?:quer|pretende|planeja|planeia)\s+(?P<o>.+)$", "wants"),
        ("goal", _PT_SUBJECT + r"est[aá]\s+(?:aprendendo|a\s+aprender)\s+(?P<o>.+)$", "learning"),
        ("instruction", _PT_SUBJECT + r"pede\s+que\s+o\s+assistente\s+(?P<o>.+)$", "asks"),
    )
)
_STATEMENT_SUBJECT = re.compile(_EN_SUBJECT + r"|" + _PT_SUBJECT, re.I)


_OS = re.compile(
    r"^(?:windows|win1[01]|macos|mac\s+os|os\s+x|osx|linux|ubuntu|debian|fedora|arch|manjaro|mint|nixos|pop|chromeos"
    r"|ios|ipados|android|wsl)\b"
)
_EDITOR = re.compile(
    r"^(?:vs\s*code|vscode|visual\s+studio|vim|neovim|nvim|emacs|intellij|pycharm|webstorm|sublime|zed|cursor"
    r"|xcode|eclipse|helix|rstudio|jupyter)\b"
)
_DEVICE = re.compile(
    r"\b(?:iphone|ipad|macbook|imac|pixel|galaxy|thinkpad|laptop|phone|tablet|chromebook|kindle|surface|xps"
    r"|steam\s+deck|android\s+phone|smartphone|dell|lenovo|asus|acer|hp|samsung|xiaomi|redmi|oneplus|huawei"
    r"|motorola|fairphone|kobo|remarkable|mac\s+mini|raspberry\s+pi)\b"
)


_CIRCUMSTANCE = re.compile(
    # "helix instead of vim", "obsidian em vez do notion": what it replaced is another fact (a retraction)
    r"\s+(?:instead\s+of|rather\s+than|em\s+vez\s+d[eoa]s?|no\s+lugar\s+d[eoa]s?)\b.*$"
    r"|\s+(?:on|in|at|for|to|so|with|because|since|from|pra|para|no|na|nos|nas|em|num|numa|com|porque|desde|de|do|da)"
    r"\s+(?:their|his|her|my|your|the|a|an|seu|sua|meu|minha|o|a|um|uma)\b.*$"
    r"|\s+(?:pra|para|porque|because|so\s+that|para\s+que)\s+.*$"
)
_WHEN = re.compile(
    r"\s+(?:this|next)\s+(?:year|month|summer|winter|spring|autumn)$|\s+soon$|\s+(?:esse|este|neste|nesse)\s+ano$"
    r"|\s+(?:no\s+)?ano\s+que\s+vem$|\s+(?:no\s+)?pr[oó]ximo\s+ano$|\s+em\s+breve$"
)
_TO = re.compile(r"^(?:to|a)\s+")
_JOB_PLACE = re.compile(r"\s+(?:at|for|with|na|no|numa|num|em|para)\s+.+$")
_LEARN = re.compile(r"^(?:learn|aprender|estudar|study)\s+")
#: Improving a language one already has is learning it ("improve my Spanish", "melhorar o meu inglês"); improving
#: anything else ("my 5k time") stays a goal to achieve. Objects here are already without accents.
_IMPROVE_LANGUAGE = re.compile(
    r"^(?:improve|brush\s+up(?:\s+on)?|polish|practi[cs]e|get\s+better\s+at|melhorar|aperfeicoar|praticar|treinar)\s+"
    r"(?:(?:my|their|o\s+meu|o\s+seu|a\s+minha|a\s+sua|meu|seu|minha|sua|o|a)\s+)?"
    r"(?P<language>english|spanish|french|german|italian|portuguese|japanese|mandarin|chinese|korean|arabic|russian"
    r"|dutch|swedish|greek|turkish|hindi|polish|ingles|espanhol|castelhano|frances|alemao|italiano|portugues"
    r"|japones|mandarim|chines|coreano|arabe|russo|holandes|neerlandes|sueco|grego|turco)\b"
)
_UNITS = re.compile(r"\b(?:metric|imperial|celsius|fahrenheit|kilometres|kilometers|miles|units|unidades)\b")
_SPELLING = re.compile(
    r"\b(?P<variety>british|american|uk|us|australian|aussie|canadian|irish|scottish|new\s+zealand|nz|south\s+african"
    r"|indian)\s+(?:english|spelling)\b"
)
#: An English variety as the spelling instruction's object names it ("uk" and "british" are one spelling).
ENGLISH_VARIETIES = {"uk": "british", "us": "american", "aussie": "australian", "nz": "new zealand"}
_ANSWER_LANGUAGE = re.compile(
    r"\b(?:answer|reply|respond|write|talk|speak|responda|responde|escreva|fale)\w*\s+(?:\w+\s+)?(?:in|em)\s+"
    r"(?P<lang>portuguese|english|spanish|french|german|italian|portugu[eê]s|ingl[eê]s|espanhol|franc[eê]s|alem[aã]o)"
)


def _refine(kind: str, attribute: str, obj: str) -> tuple[str, str]:
    """Goals to learn something are ``goal/learn``; instructions about units, spelling or the answer language get
    their own attributes."""
    if kind == "goal" and attribute in {"wants", "achieve"}:
        learn = _LEARN.match(obj)
        if learn is not None:
            subject = _WHEN.sub("", _TO.sub("", obj[learn.end() :]))
            return "learn", ALIASES.get(subject, subject)
        improve = _IMPROVE_LANGUAGE.match(obj)
        if improve is not None:
            return "learn", ALIASES.get(improve.group("language"), improve.group("language"))
    if kind == "goal":
        # "learn rust this year" and "learn rust" are one goal
        obj = _WHEN.sub("", obj) or obj
    if kind == "fact" and attribute in {"job_title", "occupation", "job", "works_as"}:
        # "ux designer at talkdesk": the employer is another fact; the job is "ux designer"
        obj = _JOB_PLACE.sub("", obj) or obj
    if kind in {"skill", "environment"} or (kind == "goal" and attribute in {"learn", "learning"}):
        # "arch linux on their laptop", "portugues pra falar com a familia": where and why are not the thing
        obj = _CIRCUMSTANCE.sub("", obj) or obj
        obj = ALIASES.get(obj, obj)
    if kind == "instruction" and attribute in {"asks", "style"}:
        if _UNITS.search(obj):
            return "units", obj
        spelling = _SPELLING.search(obj)
        if spelling is not None:
            # "use british spelling", "write in UK English from now on": one spelling, however it is asked for
            variety = " ".join(spelling.group("variety").split())
            return "spelling", ENGLISH_VARIETIES.get(variety, variety) + " english"
        answer = _ANSWER_LANGUAGE.search(obj)
        if answer is not None:
            return "response_language", canonical_object(answer.group("lang"))
    return attribute, obj


def _environment(attribute: str, obj: str) -> str:
    """What the user uses, named as the vocabulary does: an operating system, an editor, a device."""
    if attribute not in {"uses", "laptop", "phone", "computer", "tablet", "os", "editor"}:
        return attribute
    if _OS.match(obj):
        return "os"
    if _EDITOR.match(obj):
        return "editor"
    if _DEVICE.search(obj) or attribute in {"laptop", "phone", "computer", "tablet"}:
        return "device"
    return attribute


#: A provider's memory often drops the subject: "Lives in Lisbon", "Is vegetarian", "Mora em Lisboa".
_SUBJECTLESS = re.compile(
    r"^(?:lives|works|is|has|loves|likes|enjoys|adores|hates|dislikes|prefers|speaks|plays|uses|wants|owns"
    r"|mora|vive|trabalha|é|tem|adora|gosta|odeia|detesta|prefere|fala|toca|usa|quer)\b",
    re.I,
)


def from_content(kind: str, content: str) -> str | None:
    """The key a third-person memory sentence states, when its wording is one of the known ones.

    Patterns of the memory's own type are tried first, then the others: a provider may file "Lives in Lisbon"
    under identity, and it is still the home city. A sentence without its subject is read as the user's.
    """
    text = _WS.sub(" ", content).strip().rstrip(".!")
    texts = [text]
    if _SUBJECTLESS.match(text):
        rest = text[0].lower() + text[1:]
        texts += [f"User {rest}", f"O usuário {rest}"]
    for same_kind in (True, False):
        for candidate in texts:
            key = _read(kind, candidate, same_kind)
            if key is not None:
                return key
    return None


#: Wordings distinctive enough to name their attribute whatever type the memory was filed under ("has …" or
#: "is a …" are not: "User has asthma" is no device, whatever its type).
_ANY_KIND = frozenset({"likes", "dislikes", "diet", "home_city", "employer", "origin", "allergy", "name", "age",
                       "speaks", "plays", "condition", "works_as", "pet"})  # fmt: skip


def _read(kind: str, text: str, same_kind: bool) -> str | None:
    for pattern_kind, pattern, attribute in _PATTERNS:
        if (pattern_kind == kind) != same_kind or (not same_kind and attribute not in _ANY_KIND):
            continue
        match = pattern.match(text)
        if match is None:
            continue
        groups = match.groupdict()
        name = attribute or canonical_object(groups.get("a") or "").replace(" ", "_")
        key = make_key(pattern_kind, name, groups["o"])
        if key is not None:
            return key
    return None


def statement_key(kind: str, content: str) -> str | None:
    """The fallback key: the statement itself, without its subject."""
    text = _STATEMENT_SUBJECT.sub("", _WS.sub(" ", content).strip())
    return make_key(kind, "statement", text)


def key_for(kind: str, content: str, metadata: Mapping[str, object]) -> str | None:
    """The canonical key of a memory: its known slot, else its wording, else the statement itself."""
    slot, value = metadata.get("slot"), metadata.get("value")
    if isinstance(value, str | int | float | None) and isinstance(slot, str | None):
        # A large export states the same few facts thousands of times, and each statement's key is asked for when
        # its memory is built and again when it is folded: remembered by everything the key depends on (the
        # value's type too, so that True and 1 stay apart).
        return _key_of(kind, content, slot, value, type(value).__name__)
    return _key(kind, content, slot, value)


@functools.lru_cache(maxsize=8192)
def _key_of(kind: str, content: str, slot: str | None, value: object, _type: str) -> str | None:
    return _key(kind, content, slot, value)


def _key(kind: str, content: str, slot: object, value: object) -> str | None:
    if isinstance(slot, str) and slot.count("/") >= 2:
        kind_, attribute, obj = slot.split("/", 2)
        return make_key(kind_, attribute, obj)
    if isinstance(slot, str) and "." in slot and isinstance(value, str | int):
        return from_legacy(slot, str(value))
    return from_content(kind, content) or statement_key(kind, content)
