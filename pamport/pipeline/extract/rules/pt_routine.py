"""Portuguese rules for how the user's days run: car, driving, rent, budget, work pattern, commute.

The counterpart of ``en_routine``: people mention these in passing because they shape the answer ("tô sem carro,
como chego lá?", "trabalho por turnos", "pago renda, posso deduzir?"). Each reading names the circumstance with
the English rules' own words on ``context.situation`` ("car-free", "renting", "shift work", "commutes by train"),
so the same circumstance said in either language, or twice in other words, is one memory. The words after the
circumstance must end it (a comma, "e", "mas", a time), so "não tenho carro de empresa", "pago a renda da minha
mãe" or "trabalho de casa para fazer" give nothing. "moro de aluguel" is not read: said before a question it is
the question's topic ("moro de aluguel, posso deduzir no imposto de renda?"), and the engine reads the statement
before a question without it.
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Rule, finding, rule
from pamport.pipeline.extract.rules.pt_common import ADV, EU

#: What may follow a circumstance and still end it: nothing, punctuation, a reason, a time, a filler.
_END = (
    r"(?=\s*$|\s*[,.;:!?)(—–-]|\s+(?:e|mas|então|entao|porque|pq|por\s+isso|agora|ainda|neste|nesta|este|esta|esse"
    r"|essa|nesse|nessa|há|desde|até|hoje|atualmente|no\s+momento|de\s+momento|por\s+enquanto|por\s+agora|todos"
    r"|todas|todo|toda|sempre|também|tambem|aqui|lá|kkk+|rs|haha|como|o\s+que|qual|quais|onde|será|vale|dá|da"
    r"|posso|devo|alguma|algum)\b)"
)


def _situation(value: str, content: str, domain: str = "personal") -> BuildResult:
    return finding("context", content, 0.8, "situation", slot="context.situation", value=value, domain=domain)


def _no_car(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("car-free", "O usuário não tem carro")


def _no_drive(match: re.Match[str], clause: Clause) -> BuildResult:
    said = match.group("how").lower()
    if said.startswith(("conduz", "guio")) or "condução" in said or "carta" in said:
        return _situation("doesn't drive", "O usuário não conduz")
    return _situation("doesn't drive", "O usuário não dirige")


def _renting(match: re.Match[str], clause: Clause) -> BuildResult:
    if "aluguel" in match.group(0).lower() or "alugad" in match.group(0).lower():  # Brazil
        return _situation("renting", "O usuário mora de aluguel")
    return _situation("renting", "O usuário vive numa casa arrendada")


def _budget(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("on a budget", "O usuário está com o orçamento apertado")


#: How the user works, by the words that say it: (pattern, situation as the English rules name it, wording).
_PATTERNS: tuple[tuple[str, str, str], ...] = (
    (r"(?:por|em|de)\s+turnos?|turnos|plantões|plantão|plantoes|em\s+regime\s+de\s+turnos", "shift work",
     "O usuário trabalha por turnos"),
    (r"(?:à|a|de)\s+noite|noites|(?:n?o\s+)?turno\s+da\s+noite", "night shifts", "O usuário trabalha de noite"),
    (r"(?:a|em)\s+part[- ]time|part[- ]time|meio\s+período|meio\s+periodo|a\s+tempo\s+parcial", "part-time",
     "O usuário trabalha a tempo parcial"),
    (r"(?:a|aos|nos|ao)\s+fins?\s+de\s+semana", "weekends", "O usuário trabalha aos fins de semana"),
    # not "de casa": "trabalho de casa" is homework too
    (r"a\s+partir\s+de\s+casa|em\s+casa", "working from home", "O usuário trabalha a partir de casa"),
)
_WORKED = "|".join(f"(?P<w{i}>{pattern})" for i, (pattern, _, _) in enumerate(_PATTERNS))


#: The job said after how it is worked: "trabalho por turnos como enfermeira", "faço noites como segurança".
_AS_JOB = rx.compile(r"\s+(?:no\s+\w+\s+|na\s+\w+\s+)?como\s+(?P<job>(?!se\b|eu\b|um\s+louc|uma\s+louc)\S.*)", re.I)


def _work_pattern(match: re.Match[str], clause: Clause) -> BuildResult:
    job = _AS_JOB.match(clause.text, match.end())
    if job is not None:
        clause.followups.append("trabalho como " + job.group("job"))  # the job too, read by pt_work
    for i, (_, name, content) in enumerate(_PATTERNS):
        if match.group(f"w{i}") is not None:
            return _situation(name, content, domain="professional")
    return None


#: Ways to get to work, named as the English rules name them.
_MODES = {
    "bicicleta": "bike", "bike": "bike", "metro": "metro", "metrô": "metro", "comboio": "train", "trem": "train",
    "autocarro": "bus", "ônibus": "bus", "onibus": "bus", "busão": "bus", "busao": "bus", "carro": "car",
    "mota": "motorbike", "moto": "motorbike", "barco": "ferry", "ferry": "ferry", "elétrico": "tram", "bonde": "tram",
    "pé": "foot", "trotinete": "scooter", "patinete": "scooter",
}  # fmt: skip
_MODE = "|".join(sorted(_MODES, key=longest_first))
_PLACES = r"(?:trabalho|escritório|escritorio|emprego|faculdade|universidade|escola|hospital|serviço|firma|obra)"
_TO_WORK = r"(?:para\s+o|pro|pra|ao|até\s+ao|até\s+o|para\s+a|à)\s+" + _PLACES


def _commute(match: re.Match[str], clause: Clause) -> BuildResult:
    said = (match.group("mode") or match.group("mode2") or match.group("ride") or "").lower()
    if said not in _MODES:
        return None
    name = _MODES[said]
    if name == "foot":
        return _situation("walks to work", "O usuário vai a pé para o trabalho")
    return _situation(f"commutes by {name}", f"O usuário vai para o trabalho de {said}")


RULES: list[Rule] = [
    rule(
        "pt.context.no_car",
        "eu não nao estou tô to fiquei estamos vivo",
        EU + ADV + r"(?:n[ãa]o\s+(?:tenho|temos)|(?:estou|tô|to|estamos|fiquei|ando)\s+sem|vivo\s+sem)\s+"
        r"(?:um\s+|nenhum\s+)?carro(?:\s+próprio)?" + _END,
        _no_car,
        "context",
    ),
    rule(
        "pt.context.no_drive",
        "eu não nao",
        EU + ADV + r"n[ãa]o\s+(?P<how>conduzo|dirijo|guio|sei\s+(?:conduzir|dirigir|guiar)|tenho\s+(?:a\s+)?carta"
        r"(?:\s+de\s+condução)?|tenho\s+(?:a\s+)?carteira(?:\s+de\s+motorista)?|tenho\s+(?:a\s+)?habilitação|tenho"
        r"\s+cnh)" + _END,
        _no_drive,
        "context",
    ),
    rule(
        "pt.context.renting",
        "eu moro vivo moramos vivemos pago pagamos somos sou estou",
        EU + ADV + r"(?:(?:moro|vivo|moramos|vivemos)\s+(?:(?:numa?|em\s+uma?)\s+(?:casa|apartamento|apê"
        r"|ape|quarto|t[0-9]|estúdio)\s+(?:alugad[oa]|arrendad[oa]))|(?:pago|pagamos)\s+(?:renda|aluguel)"
        r"|(?:sou|somos)\s+inquilin[oa]s?|estou\s+(?:a\s+arrendar|arrendando)\s+(?:uma?\s+)?(?:casa|apartamento"
        r"|quarto|t[0-9]))" + _END,
        _renting,
        "context",
    ),
    rule(
        "pt.context.budget",
        "eu estou tô to ando estamos tenho",
        EU + ADV + r"(?:(?:estou|tô|to|ando|estamos)\s+(?:com\s+(?:o\s+|um\s+)?orçamento\s+(?:muito\s+)?(?:apertado"
        r"|limitado|curto)|com\s+(?:muito\s+)?pouc[oa]\s+(?:dinheiro|grana)|apertad[oa]s?\s+de\s+dinheiro|sem\s+grana)"
        r"|tenho\s+(?:um\s+)?orçamento\s+(?:muito\s+)?(?:apertado|limitado|curto))" + _END,
        _budget,
        "context",
    ),
    rule(
        "pt.context.work_pattern",
        "eu trabalho trabalhamos faço fazemos",
        # "trabalho por turnos como enfermeira" is the job (pt_work) said with its hours: the pattern is read too
        EU + ADV + r"(?:trabalho|trabalhamos|faço|fazemos)\s+(?:sobretudo\s+|principalmente\s+|quase\s+sempre\s+)?"
        r"(?:" + _WORKED + r")(?:\s+de\s+\d{1,2}\s+horas)?"
        # where: "trabalho por turnos no hospital", "faço noites numa fábrica"
        r"(?:\s+(?:no|na|num|numa|nos|nas)\s+[^\W\d_][\w-]*(?:\s+(?:de\s+)?[^\W\d_][\w-]*)?)?" + _END,
        _work_pattern,
        "context",
    ),
    rule(
        "pt.context.commute",
        "eu vou venho vamos apanho pego apanhamos pegamos",
        EU + ADV + r"(?:(?:vou|venho|vamos)\s+(?:" + _TO_WORK + r"\s+(?:de|a)\s+(?P<mode>" + _MODE + r")|(?:de|a)\s+"
        r"(?P<mode2>" + _MODE + r")\s+" + _TO_WORK + r")|(?:apanho|pego|apanhamos|pegamos)\s+(?:o\s+|a\s+)?"
        r"(?P<ride>comboio|metro|metrô|autocarro|ônibus|onibus|busão|trem|barco|ferry|elétrico|bonde)\s+"
        r"(?:para\s+(?:ir\s+)?(?:para\s+)?o|pro|pra|até\s+ao?|ao)\s+" + _PLACES + r")\b",
        _commute,
        "context",
    ),
]

