"""Small word lists for telling verbs from nouns and for changing the grammatical person (English, Portuguese).

Only the verbs an assistant uses when it lists what it knows about someone are needed; a word that is not here is
simply not treated as a verb (a compound statement is then kept whole rather than cut in the wrong place).
"""

from __future__ import annotations


def word_set(text: str) -> frozenset[str]:
    """A word list written as running text (one word per line would hide it)."""
    return frozenset(text.split())


EN_VERBS = word_set(
    """
    live work be have do go prefer like love enjoy hate dislike use speak study want need own play read write
    run cook travel follow eat drink avoid plan hope intend aim try build develop teach learn manage lead care
    practice practise attend volunteer watch listen support grow collect drive ride swim visit take keep tend
    know believe value appreciate rely struggle suffer exercise train code program design rent share raise
    wear spend make find feel come prepare research create maintain run own commute hike paint draw sing dance
    garden bake knit fish surf ski climb cycle meditate homeschool mentor freelance consult lecture coach look
    wish favor favour tend seem usually currently also
    """
) - {"usually", "currently", "also"}

EN_PAST = word_set(
    """
    was were had did went grew got made took began built taught ran wrote read spoke left met became came
    bought sold said told gave found thought knew brought led kept spent won lost felt held
    """
)

#: Words that open a note about the user as an adjective, not a verb ("Interested in astronomy", "Allergic to nuts").
EN_ADJECTIVE_LEADS = word_set(
    """
    interested based married engaged divorced separated widowed retired employed unemployed self-employed
    located originally allergic fluent passionate fond keen vegetarian vegan involved focused dedicated
    experienced qualified certified skilled comfortable familiar new currently pregnant single
    """
)

EN_MODALS = frozenset(["can", "could", "will", "would", "should", "may", "might", "must", "shall", "used"])

#: Adverbs that may sit between the subject and its verb ("You often cook", "The user also works …").
EN_ADVERBS = word_set(
    """
    often usually also always never sometimes currently recently mostly still really generally typically
    frequently regularly occasionally rarely mainly primarily already just now previously once particularly
    especially strongly tend
    """
) - {"tend"}

#: Verbs that start an instruction to the assistant ("Always answer in Portuguese", "Don't use emojis").
EN_IMPERATIVE = word_set(
    """
    answer respond reply write use avoid keep include format explain give show address call be stop remember
    provide prioritize prioritise focus assume ask make don't do never always please
    """
)

EN_SUBJECT_THIRD = ("the user", "user", "the person", "he", "she")


def en_third_singular(verb: str) -> str:
    """``live`` → ``lives``, ``study`` → ``studies``, ``have`` → ``has``; past and modal forms unchanged."""
    low = verb.lower()
    irregular = {"be": "is", "are": "is", "have": "has", "do": "does", "go": "goes", "were": "was", "'re": "is"}
    if low in irregular:
        return irregular[low]
    if low in EN_MODALS or low in EN_PAST or low.endswith("ed"):
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def en_base(verb: str) -> str | None:
    """``lives`` → ``live``, ``studies`` → ``study``, ``is`` → ``am`` (for "I"); None if not a known verb form."""
    low = verb.lower()
    irregular = {"is": "am", "has": "have", "does": "do", "goes": "go", "was": "was", "'s": "'m"}
    if low in irregular:
        return irregular[low]
    if low in EN_MODALS or low in EN_PAST:
        return low
    if low.endswith("ed") and len(low) > 4:
        return low
    for candidate in (low[:-3] + "y" if low.endswith("ies") else None, low[:-2], low[:-1]):
        if candidate and candidate in EN_VERBS and en_third_singular(candidate) == low:
            return candidate
    return None


def en_is_verb(word: str) -> bool:
    low = word.lower()
    return (
        low in EN_VERBS
        or low in EN_PAST
        or low in EN_MODALS
        or low in {"is", "are", "am", "has", "was", "were", "does"}
        or en_base(low) is not None
    )


# -- Portuguese -----------------------------------------------------------------------------------------------

#: Third person singular (the form that goes with "você" and "o utilizador") → first person singular.
PT_IRREGULAR_1SG = {
    "é": "sou",
    "está": "estou",
    "tem": "tenho",
    "vai": "vou",
    "faz": "faço",
    "diz": "digo",
    "quer": "quero",
    "pode": "posso",
    "sabe": "sei",
    "vem": "venho",
    "dá": "dou",
    "vê": "vejo",
    "lê": "leio",
    "prefere": "prefiro",
    "segue": "sigo",
    "sente": "sinto",
    "serve": "sirvo",
    "consegue": "consigo",
    "veste": "visto",
    "dorme": "durmo",
    "pede": "peço",
    "ouve": "ouço",
    "perde": "perco",
    "foi": "fui",
    "esteve": "estive",
    "teve": "tive",
    "fez": "fiz",
    "disse": "disse",
    "quis": "quis",
    "pôde": "pude",
    "soube": "soube",
    "veio": "vim",
    "era": "era",
    "estava": "estava",
    "tinha": "tinha",
}

#: Second person singular ("tu") → third person singular.
PT_IRREGULAR_2SG = {
    "és": "é",
    "estás": "está",
    "tens": "tem",
    "vais": "vai",
    "fazes": "faz",
    "dizes": "diz",
    "queres": "quer",
    "podes": "pode",
    "sabes": "sabe",
    "vens": "vem",
    "dás": "dá",
    "vês": "vê",
    "lês": "lê",
    "foste": "foi",
    "estiveste": "esteve",
    "tiveste": "teve",
    "fizeste": "fez",
    "disseste": "disse",
    "eras": "era",
    "estavas": "estava",
    "tinhas": "tinha",
}

PT_VERBS_3SG = word_set(
    """
    é está tem vai faz quer pode sabe vem gosta prefere mora vive trabalha fala usa estuda pratica lê escreve
    joga toca pretende planeia planeja ama adora odeia detesta evita segue come bebe costuma possui cuida
    ensina aprende dirige gere gerencia lidera corre nada viaja mudou nasceu cresceu estudou trabalhou foi
    morou viveu esteve teve fez chama tenta procura precisa acredita valoriza cozinha desenvolve constrói cria
    mantém treina medita pinta desenha canta dança cultiva coleciona colecciona tricota pesca surfa escala
    pedala administra coordena frequenta participa assiste ouve ajuda apoia sofre luta fica trata anda conduz
    tem era estava tinha pediu prefira quer deseja espera adora curte segue acompanha
    """
)

PT_IMPERATIVE = word_set(
    """
    responda responde use usa evite evita escreva escreve mantenha mantém inclua explique dê mostre trate
    chame seja sê lembre forneça priorize foque assuma pergunte faça não nunca sempre por
    """
)

PT_SECOND = ("você", "voce", "tu")
PT_THIRD = ("o utilizador", "a utilizadora", "o usuário", "a usuária", "utilizador", "utilizadora", "usuário")
PT_THIRD_PRONOUNS = ("ele", "ela")


def pt_second_to_third(verb: str) -> str:
    """``moras`` → ``mora``, ``és`` → ``é``, ``moraste`` → ``morou``; other words unchanged."""
    low = verb.lower()
    if low in PT_IRREGULAR_2SG:
        return PT_IRREGULAR_2SG[low]
    for ending, third in (("aste", "ou"), ("este", "eu"), ("iste", "iu")):
        if low.endswith(ending) and len(low) > len(ending) + 1:
            return low[: -len(ending)] + third
    if low.endswith(("as", "es")) and len(low) > 3 and low[:-1] in PT_VERBS_3SG | _regular_3sg(low[:-1]):
        return low[:-1]
    return verb


def _regular_3sg(word: str) -> frozenset[str]:
    return frozenset({word}) if word.endswith(("a", "e")) and len(word) > 3 else frozenset()


def pt_first_singular(verb: str) -> str | None:
    """``mora`` → ``moro``, ``é`` → ``sou``, ``morou`` → ``morei``; None when the word is not a verb form."""
    low = verb.lower()
    if low in PT_IRREGULAR_1SG:
        return PT_IRREGULAR_1SG[low]
    if low.endswith("ou") and len(low) > 3:
        return low[:-2] + "ei"
    if low.endswith(("eu", "iu")) and len(low) > 3:
        return low[:-2] + "i"
    if low.endswith(("ava", "ia")) and low in PT_VERBS_3SG:
        return low
    if low in PT_VERBS_3SG and low.endswith(("a", "e")):
        return low[:-1] + "o"
    return None


def pt_is_verb(word: str) -> bool:
    low = word.lower()
    return low in PT_VERBS_3SG or low in PT_IRREGULAR_2SG or pt_second_to_third(low) in PT_VERBS_3SG
