"""Portuguese rules for ambiente, projetos e objetivos."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.devices import MODEL_WORD
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import is_capitalized, slug, trim, words
from pamport.pipeline.extract.rules.pt_common import ADV, ARTICLE, CUT, EU, FOR_SOMEONE, phrase, swap
from pamport.pipeline.extract.rules.pt_interests import LEADING_ARTICLE, known
from pamport.pipeline.extract.rules.vocab_tech import APPS, EDITORS, HARDWARE, OPERATING_SYSTEMS, TECH

#: Words that end a tool's name ("o Notion pra tudo", "o excel para as escalas", "windows 11 no portátil").
_TOOL_STOP = frozenset(
    words("""
    para pra pro no na nos nas num numa com em de do da dos das todos todas todo toda sempre mas que porque pq
    quando há faz desde ao à como muito bastante só também tb agora hoje for in on at with and the to my but
    o a os as e ou dia semana
    """)
)
_TOOL_LEAD = rx.compile(r"(?:(?:o|a|os|as|um|uma|meu|minha|muito|bastante|sempre|só|mais|também|tb)\s+)*", re.I)
_TOOL_TOKEN = rx.compile(r"[\w.+#-]+")
KNOWN_TOOLS = TECH | V.APP_WORDS | V.DEVICE_WORDS
_MODEL_WORD = rx.compile(MODEL_WORD)


#: Product lines sold in a "Pro" model: after one, "pro" is the model ("um MacBook Pro", "o ipad pro"), not
#: "para o". Cut there, "MacBook Pro" would be "MacBook", the same device as the "MacBook Air" it replaced.
_PRO_LINES = frozenset({"macbook", "ipad", "iphone", "airpods", "surface", "pixel", "galaxy", "mac"})


def _model_word(tokens: list[str], token: str) -> bool:
    return token.lower() == "pro" and bool(tokens) and (token[0] == "P" or tokens[-1].lower() in _PRO_LINES)


def tool_names(obj: str, clause: Clause) -> list[str]:
    """The tools named in a phrase ("o chatgpt e o notion para tudo" → ["chatgpt", "notion"]): each a name the
    technical lists know or, in a message with capitals, a capitalised name. The list stops at the first item that
    is neither ("uso o Excel e a calculadora" names the Excel only)."""
    names: list[str] = []
    for item in re.split(r"\s*,\s*|\s+e\s+", obj.strip(), maxsplit=4):
        tokens: list[str] = []
        for token in _TOOL_TOKEN.findall(_TOOL_LEAD.sub("", item, count=1))[:4]:
            lowered = token.lower()
            named = (
                lowered in KNOWN_TOOLS
                or token[0].isdigit()
                or (not clause.lowercase and is_capitalized(token))
                or (bool(tokens) and _MODEL_WORD.fullmatch(lowered) is not None)  # "apple watch", "moto g84"
            )
            if (lowered in _TOOL_STOP and not _model_word(tokens, token)) or (
                tokens and not (named or len(lowered) <= 3)
            ):
                break
            tokens.append(token)
        first = tokens[0].lower().rstrip(".") if tokens else ""
        if not first or not (first in KNOWN_TOOLS or (not clause.lowercase and is_capitalized(tokens[0]))):
            break
        names.append(" ".join(tokens))
    return names


def tool_slot(name: str) -> str:
    """The vocabulary's attribute for a tool: an operating system, an editor, a device, or other software."""
    first = name.split()[0].lower()
    if first in OPERATING_SYSTEMS and first not in ("mac", "chrome"):
        return "environment.os"
    if first in EDITORS or name.lower().startswith("visual studio"):
        return "environment.editor"
    if first in HARDWARE or first in V.DEVICE_WORDS:
        return "environment.device"
    return "environment.uses"


def _use(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    names = tool_names(obj, clause)
    if not names:
        return None
    verb = "roda" if match.group("verb").lower().startswith("rod") else "usa"
    obj = re.sub(r"^(?:muito|bastante|imenso|sempre|só)\s+", "", obj.strip(), flags=re.I)
    if len(names) > 1:
        last = obj.lower().rfind(names[-1].lower())
        obj = obj[: last + len(names[-1])] if last >= 0 else obj  # the list as said, up to its last tool
    value = phrase(obj) if len(names) == 1 else swap(obj)
    if value is None:
        return None
    # "uso o chatgpt e o notion": one memory in the user's words, on the slot of the first tool when every tool named
    # is of one kind (the others are read from its content); of several kinds, the words alone
    slots = {tool_slot(name) for name in names}
    one_kind = len(slots) == 1
    return finding(
        "environment", f"O usuário {verb} {value}", 0.8, "tools", slot=tool_slot(names[0]) if one_kind else None,
        value=names[0] if one_kind else None, domain="technical",
    )  # fmt: skip


def _work_with(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "trabalho com Figma e Notion": tools the user works in, when the first thing named is a known tool."""
    if not known(match.group("obj"), KNOWN_TOOLS | APPS):
        return None  # "trabalho com crianças", "trabalho com a Maria"
    return _use(match, clause)


#: A device named as someone else's ("estou no ipad da minha mãe", "no portátil do meu irmão") or borrowed.
_NOT_MINE = rx.compile(
    r"\b(?:d[oa]s?)\s+(?:meus?|minhas?|seus?|suas?|um|uma)\s+(?P<who>[\w-]+)|\bemprestad[oa]s?\b", re.I
)


def _on(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "estou no ubuntu", "trabalho num mac", "programo em python no vscode": the system the user works on."""
    obj = match.group("obj")
    other = _NOT_MINE.search(obj)
    if other is not None and (not other.group("who") or other.group("who").lower() in V.RELATIONS):
        return None
    if not known(obj, OPERATING_SYSTEMS | HARDWARE | EDITORS | V.DEVICE_WORDS):
        return None
    names = tool_names(obj, clause)
    value = phrase(obj)
    if not names or value is None:
        return None
    name = names[0]
    return finding(
        "environment", f"O usuário usa {value}", 0.8, "tools", slot=tool_slot(name), value=name, domain="technical"
    )


def _machine_runs(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "o meu computador tem ubuntu", "meu pc roda windows 11": the system on the user's machine."""
    obj = match.group("obj")
    if not known(obj, OPERATING_SYSTEMS) or known(obj, frozenset({"mac", "chrome"})):
        return None
    names = tool_names(obj, clause)
    if not names:
        return None
    system = " ".join(V.PRODUCT_CASE.get(w.lower(), w.capitalize()) if w.islower() else w for w in names[0].split())
    what = re.sub(r"\s+", " ", match.group("what").lower())
    article = ARTICLE[match.group("poss").lower()]
    return finding(
        "environment", f"{article} {what} do usuário roda {system}", 0.8, "tools", slot="environment.os",
        value=system, domain="technical",
    )  # fmt: skip


def _device(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    stripped = LEADING_ARTICLE.sub("", obj, count=1)
    if not (known(obj, TECH | V.DEVICE_WORDS) or (stripped and is_capitalized(stripped.split()[0]))):
        return None
    what = re.sub(r"\s+", " ", match.group("what").lower())
    attribute = _DEVICE_SLOTS.get(what.split()[0], slug(what))
    system = _WITH_SYSTEM.search(obj) if attribute == "device" else None
    if attribute in ("device", "os", "editor"):
        # a product name, not the rest of the clause ("um ThinkPad e aquece muito" → "um ThinkPad")
        article_match = LEADING_ARTICLE.match(obj)
        lead = obj[: article_match.end()] if article_match else ""
        named = re.match(
            r"[\w.+#-]+(?:\s+(?:(?-i:[A-Z0-9])[\w.+#-]*|" + MODEL_WORD + r"|(?![eoa]\b)[a-z](?![\w.+#-])"
            r"|\d+\w*))*",
            obj[len(lead) :],
        )
        obj = lead + named.group(0) if named else obj
    value = phrase(obj)
    if value is None:
        return None
    article = ARTICLE[match.group("poss").lower()]
    out = [
        finding(
            "environment",
            f"{article} {what} do usuário é {value}",
            0.8,
            "tools",
            slot=f"environment.{attribute}",
            value=value,
            domain="technical",
        )
    ]
    if system is not None:
        # "o meu portátil é um Lenovo com Windows 11": the system it runs
        name = system.group("os")
        out.append(finding("environment", f"O usuário usa {name}", 0.75, "tools", slot=tool_slot(name), value=name,
                           domain="technical"))
    return out


_WITH_SYSTEM = rx.compile(
    r"\b(?:com|a\s+correr|rodando)\s+(?:o\s+)?(?P<os>(?:windows|linux|ubuntu|macos|android|ios|chromeos|fedora|debian)"
    r"(?:\s+\d+)?)\b",
    re.I,
)


#: What a possessed thing is on the vocabulary's slots ("o meu portátil é …" is the user's device).
_DEVICE_SLOTS = {
    **dict.fromkeys(
        ["notebook", "laptop", "portátil", "computador", "pc", "celular", "telemóvel", "telefone", "smartphone"],
        "device",
    ),
    "tablet": "device",
    "máquina": "device",
    "sistema": "os",
    "distro": "os",
    "editor": "editor",
    "ide": "editor",
    "navegador": "uses",
    "browser": "uses",
}


_DEVICE_NOUN = rx.compile(
    r"(?:(?:um|uma)\s+)?(?:telemóvel|telemovel|celular|telefone|smartphone|portátil|portatil|notebook|computador|pc"
    r"|tablet|relógio|smartwatch|leitor\s+de\s+ebooks|e-reader)\s+(?:d[aoe]\s+)?(?=\S)",
    re.I,
)


def _have_device(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tenho um iPad e um Kindle", "tenho um telemóvel Samsung": devices of the user's own."""
    obj = match.group("obj")
    out = []
    for item in re.split(r"\s*,\s*|\s+e\s+", obj, maxsplit=3):
        noun = _DEVICE_NOUN.match(item)
        named = item[noun.end() :] if noun else item
        if not known(named, HARDWARE | V.DEVICE_WORDS):
            break
        names = tool_names(named, clause)
        if not names:
            break
        name = names[0]
        out.append(V.PRODUCT_CASE.get(name.split()[0].lower(), name.split()[0]) + name[len(name.split()[0]) :])
    if not out:
        return None
    value = phrase(obj)
    if value is None:
        return None
    return finding(
        "environment", f"O usuário tem {value}", 0.75, "hardware", slot="environment.device", value=out[0],
        domain="technical",
    )


_PROJECT_VERBS = {
    "desenvolvendo",
    "criando",
    "construindo",
    "escrevendo",
    "montando",
    "programando",
    "produzindo",
    "gravando",
    "lançando",
    "abrindo",
    "começando",
    "iniciando",
    "fundando",
    "planejando",
    "fazendo",
}


def _project(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    words = [w.lower().strip(",.") for w in obj.split()[:5]]
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    needs_article = verb.split()[0] in _PROJECT_VERBS
    if not words or (needs_article and words[0] not in {"um", "uma", "meu", "minha", "nosso", "nossa"}):
        return None
    if any(w in V.TRANSIENT for w in words[:4]):
        return None
    if verb.startswith("trabalhando") and known(obj, KNOWN_TOOLS | APPS):
        return None  # "tô trabalhando num macbook velho": the machine, not a project (pt.environment.on)
    if verb == "fazendo" and (len(words) < 2 or words[1] not in V.PROJECT_NOUNS):
        return None  # "fazendo um bolo" is a chore; "fazendo um app" is a project
    course = re.match(r"(?:um|uma)\s+(?:curso|workshop|formação|aulas)\s+(?:de|em)\s+(?P<what>.+)", obj, re.I)
    if verb == "fazendo" and course is not None:
        # "estou a fazer um curso de cerâmica": learning it
        what = phrase(course.group("what"))
        if what is None:
            return None
        return finding(
            "goal", f"O usuário está fazendo um curso de {what}", 0.75, "learning", slot="goal.learn",
            value=learned(what), domain="personal",
        )
    value = phrase(obj)
    if value is None:
        return None
    return finding(
        "project",
        f"O usuário está {swap(verb)} {value}",
        0.75,
        "project",
        slot="project.working_on",
        value=value,
        domain="projects",
    )


def _my_project(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    article = ARTICLE[match.group("poss").lower()]
    what = re.sub(r"\s+", " ", match.group("what").lower())
    said = re.sub(r"^(?:se\s+chama|chama-se|vai\s+ser|é)\s+", "", match.group("obj").strip(), flags=re.I)
    return finding(
        "project", f"{article} {what} do usuário {value}", 0.75, "project", slot="project.working_on",
        value=trim(said, CUT) or what, domain="projects"
    )


def _own_business(match: re.Match[str], clause: Clause) -> BuildResult:
    words = [w.lower().strip(",.") for w in match.group("obj").split()[:5]]
    if not any(w in V.PROJECT_NOUNS for w in words):
        return None
    if match.group("verb").lower() == "comecei" and not re.match(
        r"(?:um|uma)\s+(?:pequen[oa]\s+)?(?:canal|blog|podcast|loja|negócio|empresa|site|newsletter|projeto|perfil|marca"
        r"|startup|app|livro|banda)\b", match.group("obj"), re.I
    ):
        return None  # "comecei um curso de inglês": an aim or a course (pt.goal.learning), not a project
    value = phrase(match.group("obj"))
    verb = {
        "tenho": "tem",
        "administro": "administra",
        "toco": "toca",
        "mantenho": "mantém",
        "fundei": "fundou",
        "abri": "abriu",
        "criei": "criou",
        "comecei": "começou",
    }[match.group("verb").lower()]
    if value is None:
        return None
    out = [
        finding(
            "project",
            f"O usuário {verb} {value}",
            0.75,
            "project",
            slot="project.working_on",
            value=value,
            domain="projects",
        )
    ]
    own = _OWN_NAMED.search(match.group("obj"))
    if own is not None and verb in ("abriu", "fundou", "criou"):
        # "abri o meu próprio atelier, o DL Estúdio": the user's own business employs them, on their own account
        name = own.group("name")
        return [
            finding("fact", f"O usuário trabalha no {name}", 0.8, "employer", slot="fact.employer", value=name,
                    domain="professional"),
            finding("context", "O usuário trabalha por conta própria", 0.75, "situation", slot="context.situation",
                    value="self-employed", domain="professional"),
        ]
    return out


#: "o meu próprio atelier, o DL Estúdio": a business of one's own, named.
_OWN_NAMED = rx.compile(
    r"\bpr[óo]pri[oa]\s+[\w-]+\s*,\s*(?:o|a)\s+(?P<name>(?-i:[A-ZÀ-Ý0-9])[\w&-]*(?:\s+(?-i:[A-ZÀ-Ý0-9])[\w&-]*)*)"
)


_GOAL_VERBS = {
    "quero": "quer",
    "queria": "gostaria de",
    "gostaria de": "gostaria de",
    "pretendo": "pretende",
    "planejo": "planeja",
    "espero": "espera",
    "sonho em": "sonha em",
    "estou tentando": "está tentando",
    "tô tentando": "está tentando",
    "to tentando": "está tentando",
    "estou planejando": "está planejando",
    "tenho vontade de": "tem vontade de",
    "penso em": "pensa em",
    "almejo": "almeja",
    "desejo": "deseja",
    "decidi": "quer",
    "vou": "vai",
    "gostava de": "gostaria de",
    "planeio": "planeia",
    "tenciono": "tenciona",
    "estou querendo": "quer",
    "tô querendo": "quer",
    "ando querendo": "quer",
    "ando tentando": "está tentando",
    "andamos tentando": "está tentando",
    "estamos tentando": "está tentando",
    "queremos": "quer",
    "pretendemos": "pretende",
    "sonhamos em": "sonha em",
    "estou pensando": "está pensando em",
    "estou pensando em": "está pensando em",
    "tô pensando": "está pensando em",
    "tô pensando em": "está pensando em",
    "ando pensando": "está pensando em",
    "ando pensando em": "está pensando em",
    "estou decidido a": "está decidido a",
    "estou decidida a": "está decidido a",
    "preciso de": "precisa",
    "preciso": "precisa",
    "tenho de": "tem de",
    "tenho que": "tem que",
}


#: What one "has to" or "needs to" do that is an aim, not a chore ("preciso de perder peso", "tenho de tirar a carta").
_OBLIGED_AIM = rx.compile(
    r"(?:aprender|perder\s+(?:peso|\d+\s*k)|emagrecer|tirar\s+(?:a\s+)?carta|deixar\s+de\s+fumar|parar\s+de\s+fumar"
    r"|poupar|juntar\s+dinheiro|dormir\s+mais|fazer\s+(?:mais\s+)?exercício|baixar\s+o\s+colesterol|ganhar\s+massa"
    r"|melhorar\s+(?:o\s+meu|a\s+minha)\s+(?:inglês|alemão|francês|espanhol|condição|forma|saúde|postura|sono)"
    r"|arranjar\s+(?:um\s+)?emprego|encontrar\s+(?:um\s+)?emprego|mudar\s+de\s+(?:emprego|área|carreira))\b",
    re.I,
)


_GOAL_START = rx.compile(
    r"(?:aprender|me\s+tornar|tornar-me|virar|ser\s+(?:(?:um|uma)(?!\s+(?:dia|vez|pouco|bocado)\b)|mais|melhor|fluente)|mudar\s+(?:de\s+carreira|de\s+"
    r"área|de\s+país|para|pra)|morar\s+(?:em|no|na|fora)|trabalhar\s+(?:como|em|na|no|fora|com)|fazer\s+(?:um\s+|"
    r"uma\s+)?(?:mestrado|doutorado|faculdade|intercâmbio|pós|maratona|concurso|transição)|passar\s+(?:em|no|na)|"
    r"conseguir\s+(?:um\s+emprego|uma\s+vaga|entrar|passar|um\s+estágio)|abrir\s+(?:um|uma|meu|minha)|começar\s+"
    r"(?:a|um|uma|meu|minha)|melhorar|perder|emagrecer|ganhar\s+(?:massa|peso)|economizar|juntar|viajar|conhecer|"
    r"escrever\s+(?:um|uma|meu)|lançar|tirar\s+(?:a\s+carteira|a\s+habilitação|o\s+visto|a\s+cidadania|o\s+"
    r"passaporte|uma?\s+certifica|(?:a\s+)?carta(?:\s+de\s+condução)?)|estudar|parar\s+de|deixar\s+de|largar|sair\s+d[oa]|correr|comprar\s+(?:uma\s+casa|um\s+"
    r"apartamento|um\s+carro|a\s+casa\s+própria)|me\s+aposentar|aposentar|entrar\s+(?:na|no|em)|ler\s+(?:mais|\d)|"
    r"falar|dominar|aprimorar|construir|investir|pagar|quitar|terminar|me\s+formar|formar-me|ter\s+(?:meu|minha|um"
    r"\s+filho|filhos)|migrar|trocar\s+de|voltar\s+(?:a|para|pra)|me\s+casar|casar|focar|me\s+especializar|"
    r"empreender|me\s+mudar|ir\s+morar|fazer\s+transição"
    # an exam, a level or a degree to reach: "tirar o b2 de inglês", "fazer o doutoramento", "ser promovida"
    r"|(?:tirar|fazer|obter|conseguir|completar|concluir)\s+(?:o|a|um|uma)\s+(?:[abc][12]\b|nível|mestrado|doutoramento"
    r"|doutorado|licenciatura|pós|mba|curso|certificado|certificação|diploma|especialização|exame|proficiência)"
    r"|ser\s+promovid[oa]|alcançar|atingir|conquistar|poupar|chegar\s+a\s+(?:sénior|senior|\d)"
    r"|ser\s+(?:um\s+|uma\s+)?(?:" + V.alternation(V.JOB_HEADS) + r")"
    r"|dormir\s+(?:mais|melhor|cedo|\d)|comer\s+(?:melhor|menos|mais|saudável|bem)|beber\s+(?:mais|menos)"
    r"|fazer\s+(?:mais\s+)?(?:exercício|desporto|esporte)|ir\s+(?:mais\s+)?(?:ao\s+ginásio|à\s+academia)|treinar\s+(?:mais|para|pra)"
    r"|poupar|arranjar\s+(?:um\s+)?(?:emprego|trabalho|estágio)|encontrar\s+(?:um\s+|uma\s+)?(?:emprego|trabalho|casa"
    r"|estágio|namorad[oa])|sair\s+de\s+casa|tirar\s+(?:o|a|um|uma)\s+(?:mestrado|doutoramento|doutorado|curso"
    r"|licenciatura|pós)|acabar\s+(?:o|a)\s+(?:curso|tese|mestrado|licenciatura|faculdade|doutoramento|doutorado|tcc)"
    r"|concluir|publicar|reduzir|cortar|deixar\s+(?:o|a|os|as)\s+(?:" + V.alternation(V.CONSUMABLES) + r")"
    r"|mudar\s+de\s+(?:emprego|vida|cidade|casa|trabalho)|ficar\s+(?:em\s+forma|fluente)|entrar\s+em\s+forma"
    r"|emigrar|imigrar|ter\s+(?:mais|um\s+bebé|um\s+bebê)|ganhar\s+(?:mais|dinheiro)|subir\s+de\s+cargo"
    r"|ser\s+promovid[oa])\b",
    re.I,
)


#: After "vou": what makes an aim of a plan ("vou aprender a nadar", not "vou comprar pão").
_AIM = rx.compile(
    r"(?:aprender|começar\s+a|correr\s+(?:a|o|uma|um)\s+(?:maratona|meia|corrida|prova)|estudar"
    r"|fazer\s+(?:um\s+|uma\s+)?(?:mestrado|doutorado|doutoramento|maratona|meia))\b",
    re.I,
)


_LICENCE = rx.compile(r"tirar\s+(?:a\s+)?carta\b", re.I)


#: An aim for tonight is a plan, not a goal ("quero comer bem hoje").
_TONIGHT = rx.compile(r"\b(?:hoje|hj|amanhã|amanha|agora|esta\s+noite|logo\s+à\s+noite|já\s+já)\b", re.I)


def _goal(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    if not _GOAL_START.match(obj) or _TONIGHT.search(obj):
        return None
    if any(w.lower().strip(",.") in V.TRANSIENT for w in obj.split()[1:5]) and not _LICENCE.match(obj):
        return None
    value = phrase(obj)
    said = re.sub(r"\s+", " ", match.group("verb").lower())
    if said == "vou" and not _AIM.match(obj):
        return None  # "vou comprar pão": a plan for the day, not an aim
    if match.group("obliged") and not _OBLIGED_AIM.match(obj):
        return None  # "preciso de melhorar este texto": a task
    verb = _GOAL_VERBS["decidi" if match.group("decided") else said]
    return _goal_finding(f"O usuário {verb} {value}", value, 0.8) if value else None


#: Where what is learned ends: how, where and why are not part of it ("inglês pelo Duolingo para o trabalho").
_LEARN_CUT = rx.compile(
    r"\s+(?:para|pra|porque|pq|no|na|nos|nas|pelo|pela|com|online|este|esse|neste|nesse|esta|essa"
    r"|até|antes|desde|há|em\s+casa|de\s+(?:novo|raiz|zero))\b.*$",
    re.I,
)
#: The verb before a skill ("tocar guitarra", "falar alemão", "programar em Python") is not the skill.
_SKILL_VERB = rx.compile(r"^(?:a\s+)?(?:tocar|falar|jogar|usar|mexer\s+(?:com|n[oa]))\s+(?=\S)|^a\s+(?=\S)", re.I)


def learned(value: str) -> str:
    """What is learned, without the verb before it and the circumstances after it."""
    what = _SKILL_VERB.sub("", _LEARN_CUT.sub("", value.strip()))
    return what or value


def _goal_finding(content: str, value: str, confidence: float) -> BuildResult:
    """A goal on its slot: what the user wants to learn, or another aim."""
    learn = re.match(r"(?:aprender|estudar)\s+(?:a\s+)?(?P<what>.+)", value, re.I)
    slot, said = ("goal.learn", learned(learn.group("what"))) if learn else ("goal.achieve", value)
    goal = finding("goal", content, confidence, "goal", slot=slot, value=said, domain="personal")
    tool = _learning_tool(value) if learn else None
    return [goal, tool] if tool else goal


def _learning_tool(value: str) -> Finding | None:
    """ "aprender japonês no Duolingo": the app is a tool the user uses."""
    tool = _LEARNING_TOOL.search(value)
    if tool is None or tool.group("app").lower() not in KNOWN_TOOLS:
        return None
    app = tool.group("app")
    return finding("environment", f"O usuário usa {app}", 0.7, "tools", slot="environment.uses", value=app,
                   domain="technical")


#: How much of a language is being learned, not part of what is: "um pouco de alemão", "um bocadinho de italiano".
_SOME_OF = rx.compile(
    r"^(?:(?:um\s+)?(?:pouco|pouquinho|bocadinho|bocado)\s+de|algum|alguma|o\s+b[áa]sico\s+de)\s+(?=(?:"
    + V.alternation(V.LANGUAGES) + r")\b)",
    re.I,
)


def _learning(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "estou a aprender japonês no Duolingo", "comecei a aprender piano", "estou a estudar para ser enfermeira"."""
    value = phrase(_SOME_OF.sub("", match.group("obj")))
    if value is None:
        return None
    lead = re.sub(r"\s+", " ", (match.group("lead") or match.group("lead2")).lower())
    if lead.startswith("estudando"):
        return finding(
            "goal", f"O usuário está {lead} {value}", 0.8, "learning", slot="goal.achieve", value=value,
            domain="personal",
        )
    said = "começou a aprender" if lead.startswith("comecei") else "está aprendendo"
    out = [
        finding(
            "goal", f"O usuário {said} {value}", 0.8, "learning", slot="goal.learn", value=learned(value),
            domain="personal",
        )
    ]
    tool = _learning_tool(value)
    if tool is not None:
        out.append(tool)
    return out


def _lessons(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tô fazendo aula de violão", "inscrevi-me num curso de fotografia": learning it."""
    value = phrase(match.group("obj"))
    if value is None or any(w.lower() in V.TRANSIENT for w in value.split()[:3]):
        return None
    return finding(
        "goal", f"O usuário está tendo aulas de {value}", 0.75, "learning", slot="goal.learn", value=learned(value),
        domain="personal",
    )


_LEARNING_TOOL = rx.compile(r"\b(?:no|na|pelo|pela|com\s+o|com\s+a)\s+(?P<app>[\w.+-]+)", re.I)


#: An aim for one sitting or one piece of work, not for the user's life ("o meu objetivo para esta reunião é …",
#: "o meu objetivo nesta conversa é …").
_ONE_SITTING = rx.compile(
    r"\b(?:(?:para|pra)\s+(?:esta|este|a|o)|nest[ae]|d?est[ae])\s+(?:conversa|sessão|reunião|chamada|aula|exercício"
    r"|tarefa|trabalho|redação|função|pergunta|resposta|jogo|partida|nível|entrevista|apresentação|publicação|post"
    r"|capítulo|cena|história|sprint|ticket)\b",
    re.I,
)


def _my_goal(match: re.Match[str], clause: Clause) -> BuildResult:
    if _ONE_SITTING.search(match.string, match.start(), match.start("obj")):
        return None
    if match.group("what").lower() == "ideia" and not _GOAL_START.match(match.group("obj")):
        return None  # "a ideia é usar Python aqui": a plan for the task, not an aim
    value = phrase(match.group("obj"))
    if value is None:
        return None
    article = ARTICLE[(match.group("poss") or ("meu" if match.group("what").lower() != "meta" else "minha")).lower()]
    what = re.sub(r"\s+", " ", match.group("what").lower())
    return _goal_finding(f"{article} {what} do usuário é {value}", value, 0.85)


def _switched(match: re.Match[str], clause: Clause) -> BuildResult:
    if not known(match.group("obj"), TECH):
        return None
    value = phrase(match.group("obj"))
    if not value:
        return None
    # one tool named: on its slot, so the tool it replaced ("troquei o VS Code pelo Neovim") is superseded
    names = tool_names(match.group("obj"), clause)
    slot = tool_slot(names[0]) if len(names) == 1 else None
    return finding("environment", f"O usuário usa {value}", 0.75, "tools", slot=slot, value=names[0] if slot else None,
                   domain="technical")  # fmt: skip


#: Verbs of doing something in an app ("faço os posts no Canva", "edito os vídeos no CapCut", "trabalho no Figma").
_TASK_VERBS = (
    r"faço|faco|fazemos|edito|editamos|monto|montamos|escrevo|escrevemos|gravo|gravamos|desenho|desenhamos|organizo"
    r"|organizamos|anoto|anotamos|guardo|guardamos|crio|criamos|produzo|planejo|planeio|planejamos|controlo|giro"
    r"|registo|registro|trabalho|trabalhamos|estou\s+trabalhando|estamos\s+trabalhando"
)
#: What may stand between the verb and the app: a thing done, not a pointer ("faço isto no Canva ou no Figma?").
_TASK_OBJECT = r"(?:(?!isto\b|isso\b|aquilo\b|ou\b|se\b)[^\W\d_]+\s+){0,5}?"


_HABIT = rx.compile(r"\b(?:tudo|todos|todas|sempre|sempre)\b", re.I)


def _task_in_app(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "faço os posts no Canva", "Estou a trabalhar em Excel o dia todo": software the user works in, named by
    what they do in it. Only an app the vocabularies know, never a system or a device (``pt.environment.on``)."""
    obj = match.group("obj")
    if not known(obj, V.APP_WORDS | APPS) or known(obj, OPERATING_SYSTEMS | HARDWARE | V.DEVICE_WORDS):
        return None
    if clause.sentence.rstrip().endswith("?") and re.search(r"\bou\b", clause.sentence, re.I):
        return None  # "faço no Canva ou no Figma?": a choice asked about
    if match.group("verb").lower().startswith("fa") and not _HABIT.search(match.group(0)):
        return None  # "faço os posts no Canva" may be this once; "faço tudo no Notion", "as contas todas" is a habit
    names = tool_names(obj, clause)
    if not names:
        return None
    name = names[0]
    return finding(
        "environment", f"O usuário usa o {name}", 0.75, "tools", slot="environment.uses", value=name,
        domain="technical",
    )  # fmt: skip


def _all_day_in_app(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "passo o dia todo no Figma", "estou no excel o dia todo", "fico horas no Canva": an app the user works in,
    said by how long; it needs that time ("estou no zoom" may be this once)."""
    if not (match.group("before") or match.group("after")):
        return None
    return _task_in_app(match, clause)


def _have_app(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "em casa só tenho o SketchUp", "tenho o Excel no portátil": an app the user has is one they use."""
    if not known(match.group("obj"), V.APP_WORDS | APPS) or known(match.group("obj"), V.DEVICE_WORDS | HARDWARE):
        return None
    names = tool_names(match.group("obj"), clause)
    if not names:
        return None
    return finding(
        "environment", f"O usuário usa o {names[0]}", 0.75, "tools", slot=tool_slot(names[0]), value=names[0],
        domain="technical",
    )  # fmt: skip


def _got_device(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tô com um Galaxy A54", "arranjei um portátil Lenovo": a device the user has now, named without how or when
    it came; ``pt.environment.bought``, read before, takes the devices it names itself ("peguei um iphone 13")."""
    if FOR_SOMEONE.search(match.group("obj")):
        return None  # "peguei um ipad pro meu pai": someone else's
    found = _have_device(match, clause)
    if not isinstance(found, Finding) or found.value is None:
        return None
    article = match.group("obj").split()[0].lower()
    return replace(found, content=f"O usuário tem {article} {found.value}")


RULES: list[Rule] = [
    rule(
        "pt.environment.task_in",
        "eu nós faço faco fazemos edito editamos monto montamos escrevo escrevemos gravo gravamos desenho desenhamos"
        " organizo organizamos anoto anotamos guardo guardamos crio criamos produzo planejo planeio planejamos controlo"
        " giro registo registro trabalho trabalhamos estou estamos",
        r"(?:eu\s+|nós\s+)?" + ADV + r"(?P<verb>" + _TASK_VERBS + r")\s+" + _TASK_OBJECT
        + r"(?:no|na|em|pelo|pela|num|numa)\s+(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})",
        _task_in_app,
        "environment",
    ),
    rule(
        "pt.environment.all_day_in",
        "eu estou tô to fico passo",
        EU + ADV + r"(?P<verb>estou|tô|to|fico|passo)\s+(?P<before>(?:o\s+dia(?:\s+(?:todo|inteiro))?|o\s+tempo\s+todo"
        r"|horas(?:\s+a\s+fio)?|os\s+dias)\s+)?(?:no|na|em)\s+(?P<obj>[\w.+#-]+(?:\s+(?!o\b|todo\b|horas\b)[\w.+#-]+)?)"
        r"(?P<after>\s+(?:o\s+dia\s+(?:todo|inteiro)|todo\s+o\s+dia|o\s+tempo\s+todo|horas(?:\s+a\s+fio)?))?",
        _all_day_in_app,
        "environment",
    ),
    rule(
        "pt.environment.have_app",
        "eu tenho só so",
        EU + ADV + r"(?:so\s+)?tenho\s+(?:o|a)\s+(?P<verb>)(?P<obj>[\w.+#-]+.*)",
        _have_app,
        "environment",
    ),
    rule(
        "pt.environment.got",
        "eu peguei ganhei arranjei recebi estou ando",
        EU + r"(?:peguei|ganhei|arranjei|recebi|estou\s+com|ando\s+com)\s+(?P<obj>(?:um|uma)\s+.+)",
        _got_device,
        "environment",
    ),
    rule(
        "pt.environment.switched",
        "eu troquei mudei migrei",
        EU + r"(?:troquei|mudei|migrei)\s+(?:d[oa]\s+|o\s+|a\s+)?"
        r"[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:pelo|pela|para\s+o|para\s+a|pro|pra|para|por)\s+(?P<obj>.+)",
        _switched,
        "environment",
    ),
    rule(
        "pt.environment.use",
        "eu nós uso utilizo usamos utilizamos estou estamos tô rodo a",
        r"(?:eu\s+|nós\s+|a\s+gente\s+)?" + ADV + r"(?P<verb>uso|utilizo|usamos|utilizamos|estou\s+usando|tô\s+"
        r"usando|estamos\s+usando|rodo|(?<=gente\s)(?:usa|utiliza|(?:tá|ta|está)\s+usando))\s+(?P<obj>.+)",
        _use,
        "environment",
    ),
    rule(
        "pt.environment.on",
        "eu já ja estou tô",
        EU + r"(?:(?:já|ja)\s+)?(?:estou|tô)\s+(?:trabalhando\s+)?(?:no|na|num|numa|em\s+um|em\s+uma)\s+(?P<obj>.+)",
        _on,
        "environment",
    ),
    rule(
        "pt.environment.work_on",
        "eu trabalho programo desenvolvo escrevo codo",
        EU + ADV + r"(?:trabalho|programo|desenvolvo|escrevo\s+código|codo)\s+(?:(?:em|com)\s+[\w.+#-]+\s+)?"
        r"(?:num|numa|no|na|em\s+um|em\s+uma|em|pelo|pela)\s+(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})",
        _on,
        "environment",
    ),
    rule(
        "pt.environment.device",
        "meu minha o a",
        r"(?:(?:o|a|os|as)\s+)?(?P<poss>meu|minha)\s+(?P<what>notebook|laptop|portátil|computador|pc|celular|telemóvel|"
        r"telefone|smartphone|tablet|sistema(?:\s+operacional)?|editor|ide|setup|stack|servidor|máquina|teclado|"
        r"monitor|navegador|browser|distro|terminal)\s+(?:é|e)\s+(?P<obj>.+)",
        _device,
        "environment",
    ),
    rule(
        "pt.environment.machine_runs",
        "meu minha o a",
        r"(?:(?:o|a)\s+)?(?P<poss>meu|minha)\s+(?P<what>notebook|laptop|portátil|computador|pc|celular|telemóvel"
        r"|telefone|smartphone|tablet|servidor|máquina)(?:\s+do\s+trabalho|\s+de\s+casa)?\s+(?:tem|roda|corre|usa)"
        r"\s+(?:o\s+)?(?P<obj>.+)",
        _machine_runs,
        "environment",
    ),
    rule(
        "pt.environment.work_with",
        "eu trabalho",
        EU + ADV + r"trabalho\s+(?:muito\s+|sobretudo\s+|principalmente\s+|diariamente\s+)?com\s+"
        r"(?:o\s+|a\s+|os\s+|as\s+)?"
        r"(?P<verb>)(?P<obj>.+)",
        _work_with,
        "environment",
    ),
    rule(
        "pt.environment.have",
        "eu tenho",
        EU + r"tenho\s+(?P<obj>(?:um|uma|dois|duas)\s+.+)",
        _have_device,
        "environment",
    ),
    rule(
        "pt.project.doing",
        "eu estou tô to",
        EU + ADV + r"(?:estou|tô|to)\s+(?P<verb>desenvolvendo|criando|"
        r"construindo|escrevendo|montando|programando|produzindo|gravando|lançando|abrindo|começando|iniciando|"
        r"fundando|fazendo|organizando|trabalhando\s+(?:em\s+(?:um|uma|meu|minha)|no\s+meu|na\s+minha|num|numa))"
        r"\s+(?P<obj>.+)",
        _project,
        "project",
    ),
    rule(
        "pt.project.mine",
        "meu minha o a",
        r"(?:(?:o|a|os|as)\s+)?(?P<poss>meu|minha)\s+(?P<what>projeto|app|aplicativo|jogo|livro|tcc|site|"
        r"canal|podcast|startup|negócio|blog|empresa|loja|tese|dissertação|banda|newsletter)(?:\s+(?:pessoal|"
        r"paralelo|atual|novo|nova|principal))?\s+(?P<obj>(?:se\s+chama|chama-se|vai\s+ser|é\s+(?:um|uma|sobre|"
        r"de|basicamente|chamad[oa]|(?=\w+(?:ar|er|ir)\b)))\s*.+)",
        _my_project,
        "project",
    ),
    rule(
        "pt.project.own",
        "eu tenho administro toco mantenho fundei abri criei comecei",
        EU + r"(?P<verb>tenho|administro|"
        r"toco|mantenho|fundei|abri|criei|comecei)\s+(?P<obj>(?:um|uma|(?:o\s+|a\s+)?meu\s+próprio|(?:o\s+|a\s+)?minha\s+própria)"
        r"\s+.+)",
        _own_business,
        "project",
    ),
    rule(
        "pt.goal.want",
        "eu nós quero queria gostaria gostava pretendo planejo planeio tenciono espero sonho estou tô to ando tenho"
        " penso almejo desejo decidi vou queremos pretendemos sonhamos andamos estamos preciso",
        r"(?:eu\s+|nós\s+)?" + ADV
        + r"(?P<verb>quero|queria|gostaria\s+de|gostava\s+de|pretendo|planejo|planeio|tenciono"
        r"|espero|sonho\s+em|estou\s+tentando|tô\s+tentando|to\s+tentando|ando\s+tentando|estou\s+planejando"
        r"|(?:estou|tô|ando)\s+querendo|queremos|pretendemos|sonhamos\s+em|(?:andamos|estamos)\s+tentando"
        r"|tenho\s+vontade\s+de|penso\s+em|almejo|desejo|(?:estou|tô|ando)\s+pensando(?:\s+em)?"
        r"|estou\s+decidid[oa]\s+a|(?P<obliged>preciso\s+de|preciso|tenho\s+de|tenho\s+que)"
        r"|(?P<decided>decidi)(?:\s+que)?(?:\s+(?:este|esse|neste|nesse|para\s+o|pro)\s+(?:ano|mês|semestre|verão)"
        r"|\s+em\s+\d{4})?(?:\s+é\s+que)?(?:\s+vou)?|vou)\s+"
        r"(?:(?:muito|mesmo|imenso|bué|tanto|finalmente|ainda|um\s+dia|mesmo\s+muito|realmente|de\s+verdade)\s+)*"
        r"(?P<obj>.+)",
        _goal,
        "goal",
    ),
    rule(
        "pt.goal.mine",
        "meu minha o a",
        r"(?:(?:o|a|os|as)\s+)?(?:(?P<poss>meu|minha)\s+|(?=(?:grande\s+)?(?:sonho|meta|objetivo|plano|ideia)(?:\s+mesmo"
        r"|\s+para\s+este\s+ano|\s+deste\s+ano|\s+do\s+ano|\s+este\s+ano)?\s+é\s+\w+(?:ar|er|ir)\b))"
        r"(?:maior\s+|principal\s+|grande\s+)?(?P<what>objetivo|meta|sonho|plano|ideia)"
        r"(?:\s+(?:principal|mesmo|para\s+\S+(?:\s+\S+)?|deste\s+ano|do\s+ano|este\s+ano|esse\s+ano))?\s+(?:é|e)\s+"
        r"(?P<obj>.+)",
        _my_goal,
        "goal",
    ),
    rule(
        "pt.goal.lessons",
        "eu estou tô to ando comecei me",
        EU + ADV + r"(?:(?:estou|tô|to|ando)\s+(?:fazendo|tendo|tirando)|comecei\s+(?:a\s+)?(?:ter|fazer)"
        r"|me\s+inscrevi\s+(?:n[oa]|num|numa|em\s+um|em\s+uma)|estou\s+inscrit[oa]\s+(?:n[oa]|num|numa|em\s+um|em\s+uma))\s+"
        r"(?:um\s+|uma\s+|o\s+|a\s+)?(?:aulas?|curso|cursinho|formação|workshop|explicações|explicação|oficina)\s+"
        r"(?:de|em)\s+(?P<obj>.+)",
        _lessons,
        "goal",
    ),
    rule(
        "pt.goal.learning",
        "eu estou tô to ando comecei",
        EU + ADV + r"(?:(?:estou|tô|to|ando)\s+(?P<lead>aprendendo|estudando\s+para\s+(?:ser|virar|me\s+tornar))"
        r"|(?P<lead2>comecei\s+(?:a|agora\s+a)\s+(?:aprender|estudar)|comecei\s+(?:aulas|um\s+curso)\s+de))\s+"
        r"(?P<obj>.+)",
        _learning,
        "goal",
    ),
]
