"""Portuguese statements by kind, written for this file in both varieties, the way people type to an assistant.

Each kind of phrasing (a current situation, a taste, a skill, a device, an aim, a fact about oneself, a person of
one's own) has natural sentences of its own, in European and Brazilian Portuguese, in both grammatical genders, in
lower case, without accents, with "tô", "pra", "vc", "a gente", and said in passing before a request; and
look-alikes that must give nothing: someone else's fact, a hypothetical, a question, a task, pasted text. None of
them is taken from the evaluation set: they test the kind, not a sentence.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.extractor import _worded
from tests.rule_keys import SENT_AT, slot_keys

# (message, "type/attribute", a word the canonical object must contain)
CONTEXT: list[tuple[str, str, str]] = [
    ("to gravida de 7 meses e com muito enjoo ainda, é normal?", "context/situation", "pregnant"),
    ("estou em licença de maternidade até setembro, dá para fazer um curso online?", "context/situation",
     "maternity leave"),
    ("ando à procura de emprego há meses e já não sei o que fazer ao cv", "context/situation", "job hunting"),
    ("to em busca de emprego na área de logística", "context/situation", "job hunting"),
    ("fui demitido semana passada, como calculo a rescisão?", "context/situation", "unemployed"),
    ("fui despedida ontem, o que faço agora?", "context/situation", "unemployed"),
    ("perdi o emprego em março e ando em baixo", "context/situation", "unemployed"),
    ("fiquei desempregada, tenho direito a subsídio?", "context/situation", "unemployed"),
    ("estou sem trabalho desde o verão, alguma dica?", "context/situation", "unemployed"),
    ("tô estudando pro concurso da PF, me ajuda com um cronograma?", "context/situation", "exam"),
    ("estou a preparar-me para o exame de código", "context/situation", "exam"),
    ("tô fazendo cursinho pro vestibular de medicina", "context/situation", "exam"),
    ("estou em recuperação de uma cirurgia à anca", "context/situation", "recovering"),
    ("fui operada ao joelho a semana passada, que exercícios posso fazer?", "context/situation", "recovering"),
    ("operei o ombro há 2 semanas e não consigo dormir", "context/situation", "recovering"),
    ("estou a tirar um ano sabático para viajar", "context/situation", "sabbatical"),
    ("estou em burnout e preciso de desligar", "context/situation", "burnout"),
    ("estou a mudar de casa este mês, checklist?", "context/situation", "moving"),
    ("estou a trabalhar a partir de casa esta semana", "context/situation", "working from home"),
    ("to de ferias ate dia 20", "context/statement", "ferias"),
    # trips said with the time first, a visit, a backpacking trip, a stay of some weeks
    ("em março vou ao Japão com a minha irmã, que cidades?", "context/travel", "japao"),
    ("mês que vem vou pra Buenos Aires, quanto levo em dinheiro?", "context/travel", "buenos aires"),
    ("este verão vamos à Croácia de carro", "context/travel", "croacia"),
    ("daqui a duas semanas vou para Berlim em trabalho", "context/travel", "berlin"),
    ("vou visitar a minha família em Luanda no Natal", "context/travel", "luanda"),
    ("vou fazer um mochilão pela Europa em julho", "context/travel", "europa"),
    ("vou passar 2 semanas na Tailândia em dezembro", "context/travel", "tailandia"),
    ("me caso em junho, ajuda com os convites?", "context/event", "wedding"),
]

CONTEXT_DECOYS: list[str] = [
    "o meu marido foi despedido ontem, como o posso ajudar?",
    "a minha irmã está em licença de maternidade",
    "se eu ficar desempregada, tenho direito a subsídio?",
    "e se eu fosse para Tóquio em março?",
    "devo ir para Tóquio em março?",
    "o meu filho está a estudar para os exames nacionais",
    "imagina que estou grávida, o que mudava?",
    "fui operada ao joelho há muitos anos, quando era criança",
    "perdi o emprego em 2015 mas depois arranjei outro",
    "escreve uma carta para um amigo que foi despedido",
    'traduz isto: "estou desempregado e à procura de emprego"',
    "estou sem trabalho hoje, que série vejo?",
    "em março vou ao dentista",
    "a minha mãe vai passar 2 semanas na Tailândia",
]


@pytest.mark.parametrize(("text", "attribute", "word"), CONTEXT, ids=[c[0][:40] for c in CONTEXT])
def test_situation(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", CONTEXT_DECOYS)
def test_no_situation_from(text: str) -> None:
    assert slot_keys(text) == []


PREFERENCE: list[tuple[str, str, str]] = [
    ("curto muito MPB, me indica umas músicas?", "preference/likes", "mpb"),
    ("sou fã de carteirinha do Chico Buarque", "preference/likes", "chico buarque"),
    ("sou doida por açaí com granola", "preference/likes", "acai"),
    ("sou vidrada em k-dramas, qual vejo agora?", "preference/likes", "k-dramas"),
    ("tenho paixão por fotografia analógica", "preference/likes", "fotografia"),
    ("amo de paixão o Porto", "preference/likes", "porto"),
    ("detesto jiló, nem sugere", "preference/dislikes", "jilo"),
    ("não tolero barulho quando trabalho", "preference/dislikes", "barulho"),
    ("nao gosto de pimenta, receita sem?", "preference/dislikes", "pimenta"),
    ("não como carne de porco, substituto para a feijoada?", "preference/avoids", "carne de porco"),
    ("como não como carne, que proteína uso?", "preference/avoids", "meat"),
    ("não como marisco, o que peço na marisqueira?", "preference/avoids", "shellfish"),
    ("sou vegan há dois anos", "preference/diet", "vegan"),
    ("sou vegetariano estrito, ideias de jantar?", "preference/diet", "vegetarian"),
    ("faço hidroginástica duas vezes por semana", "preference/likes", "hidroginastica"),
    ("faço kitesurf no verão", "preference/likes", "kitesurf"),
    ("jogo badminton ao sábado", "preference/likes", "badminton"),
]

PREFERENCE_DECOYS: list[str] = [
    "a minha mulher adora praia, onde vamos?",
    "o meu namorado não suporta coentros",
    "gostas de praia?",
    "se eu gostasse de peixe seria mais fácil",
    "escreve um post para quem adora café",
    "adoro essa ideia",
    "não gosto dessa resposta",
    "o João é vidrado em futebol",
    "a minha filha faz hidroginástica",
    "hoje não como carne, que prato sugeres?",
]

SKILL: list[tuple[str, str, str]] = [
    ("desenrasco-me bem em francês mas a escrita é fraca", "skill/speaks", "french"),
    ("me viro bem no inglês, dá pra trabalhar fora?", "skill/speaks", "english"),
    ("sou fluente em inglês e espanhol", "skill/speaks", "english"),
    ("sou nativa em português", "skill/speaks", "portuguese"),
    ("tenho o C1 de inglês, chega para o mestrado?", "skill/speaks", "english"),
    ("arranho no violão, me ensina um acorde?", "skill/plays", "guitar"),
    ("toco cavaquinho num grupo de samba", "skill/plays", "cavaquinho"),
    ("sei tocar guitarra desde miúdo", "skill/plays", "guitar"),
    ("sei programar em Python mas nunca usei Django", "skill/knows", "python"),
    ("mexo bem no Excel, sei fazer tabela dinâmica", "skill/knows", "excel"),
    ("manjo muito de Excel", "skill/knows", "excel"),
    ("domino o Photoshop", "skill/knows", "photoshop"),
    ("percebo bastante de vinhos do Douro", "skill/knows", "vinhos"),
    ("entendo bem de carros antigos", "skill/knows", "carros"),
    ("tenho formação em primeiros socorros", "skill/knows", "primeiros socorros"),
    ("sou certificada em AWS, que certificação faço a seguir?", "skill/knows", "aws"),
    ("sei fazer crochê e queria vender", "skill/knows", "croche"),
]

SKILL_DECOYS: list[str] = [
    "o meu filho toca piano",
    "sabes falar alemão?",
    "se eu soubesse programar era tudo mais fácil",
    "ela fala fluentemente francês",
    "toca uma música para mim",
    "me viro na cozinha como posso",
    "mexo no armário e não encontro nada",
    "percebo, obrigado",
    "entendo bem o que dizes",
    "a Ana é certificada em AWS",
]


@pytest.mark.parametrize(("text", "attribute", "word"), PREFERENCE + SKILL, ids=[c[0][:40] for c in PREFERENCE + SKILL])
def test_taste_or_skill(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", PREFERENCE_DECOYS + SKILL_DECOYS)
def test_no_taste_or_skill_from(text: str) -> None:
    assert slot_keys(text) == []


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in _worded(text, read_text(text, SENT_AT))]
