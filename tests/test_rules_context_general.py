"""Current situations (context), said the many ways people tell an assistant, in English and Portuguese (Brazil
and Portugal), and look-alikes of the same shape that must give no situation.

The sentences are written for this file, not taken from the evaluation set: lower case, typos, in passing before
a request, in brackets, after "as someone who …", "we" for a couple, subjectless openings. A case names the
``type/attribute`` its memory must reach (a bare ``context`` when the situation has no name in the vocabulary and
keeps the user's words) and a word its object or content must hold. Situations with a name ("pregnant", "job
hunting", "sick leave", "moving", "renovating") get the same slot whatever the wording, so a paraphrase merges
with the first mention and a change replaces it.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, kinds, reads

SITUATIONS_EN: list[tuple[str, str, str]] = [
    ("i'm 7 months pregnant", "context/situation", "pregnant"),
    ("I'm 20 weeks pregnant, what should i eat", "context/situation", "pregnant"),
    ("(i'm pregnant btw) is brie ok", "context/situation", "pregnant"),
    ("i'm pregnant with twins", "context/situation", "pregnant"),
    ("we're expecting our first baby in june", "context/situation", "expecting a baby"),
    ("currently job hunting, can you look at my cv", "context/situation", "job hunting"),
    ("as someone who's currently job hunting, how do i explain a gap", "context/situation", "job hunting"),
    ("i'm between jobs at the moment", "context/situation", "job hunting"),
    ("I'm looking for a new job", "context/situation", "job hunting"),
    ("I'm currently unemployed so I have a lot of free time", "context/situation", "unemployed"),
    ("i recently got laid off", "context/situation", "unemployed"),
    ("got made redundant last week, what benefits can i claim", "context/situation", "unemployed"),
    ("I'm currently on furlough", "context/situation", "furloughed"),
    ("i'm freelancing at the moment", "context/situation", "self-employed"),
    ("i'm on sick leave after knee surgery", "context/situation", "sick leave"),
    ("i'm off work with a bad back", "context/situation", "sick leave"),
    ("I'm on maternity leave until september", "context/situation", "maternity leave"),
    ("im on paternity leave rn", "context/situation", "paternity leave"),
    ("we're renovating the kitchen so money is tight", "context/situation", "renovating"),
    ("we're in the middle of a kitchen renovation", "context/situation", "renovating"),
    ("I'm going through a divorce and can't sleep", "context/situation", "separation"),
    ("I'm burnt out and need a holiday", "context/situation", "burnout"),
    ("on a tight budget this month, cheap dinner ideas?", "context/situation", "on a budget"),
    ("we're house hunting in Leeds", "context/situation", "house hunting"),
    ("i'm on a working holiday visa in Australia", "context/situation", "working holiday visa"),
    ("moving to Berlin next month, any tips on the anmeldung?", "context/event", "moving"),
    ("we're moving house next week", "context/event", "moving"),
    ("I'm in the middle of moving flats", "context/event", "moving"),
    ("we're moving back home in june, how do i ship my books?", "context/event", "moving"),
    ("I'm moving over there in the spring", "context/event", "moving"),
    ("we're moving down south in august", "context/event", "moving"),
    ("moving abroad next year, what should i sort first?", "context/event", "moving"),
    ("my exams start monday, help me plan revision", "context/event", "exams"),
    ("I have my finals next week", "context/event", "finals"),
    ("my wedding is in june", "context/event", "wedding"),
    ("i'm getting married in september", "context/event", "wedding"),
    ("we're getting married next summer", "context/event", "wedding"),
    ("just started a new job and i'm overwhelmed", "context/event", "new job"),
    ("I've just started a new job, any tips for the first week?", "context/event", "new job"),
    ("I just started a new job", "context/event", "new job"),
    # situations without a name of their own keep the user's words
    ("training for a marathon in april, what should i eat the night before", "context", "marathon"),
    ("i'm training for my first half marathon", "context", "half marathon"),
    ("i'm recovering from covid", "context", "covid"),
    ("I'm recovering from a broken ankle, what exercises can I do", "context", "broken ankle"),
    ("i'm studying for my driving test", "context", "driving test"),
    ("I'm on a career break this year", "context", "career break"),
    ("i'm on crutches for 6 weeks", "context", "crutches"),
    ("I'm on bed rest for the rest of the pregnancy", "context", "bed rest"),
    ("i'm doing dry january", "context", "dry january"),
    ("I'm fasting for ramadan", "context", "ramadan"),
    ("I'm about to start uni in september", "context", "uni"),
    ("i'm waiting for surgery on my shoulder", "context", "surgery"),
    ("i'm in the process of buying a house", "context", "buying a house"),
    ("I'm on a gap year", "context", "gap year"),
    ("i'm new to the area, where do people go on weekends", "context", "new to the area"),
    ("I'm caring for my mum who has dementia", "context", "caring for"),
    ("I'm writing up my thesis at the moment", "context", "thesis"),
    ("i'm on a waiting list for ADHD assessment", "context", "waiting list"),
    ("i'm currently in hospital", "context", "hospital"),
    ("I'm retiring next year", "context", "retiring"),
    ("I'm about to retire", "context", "retire"),
]

SITUATIONS_PT: list[tuple[str, str, str]] = [
    ("estou de licença de maternidade", "context/situation", "maternity leave"),
    ("estou de baixa de paternidade", "context/situation", "paternity leave"),
    ("ando à procura de emprego", "context/situation", "job hunting"),
    ("estou a procurar trabalho", "context/situation", "job hunting"),
    ("tô procurando emprego na área de TI", "context/situation", "job hunting"),
    ("estou grávida de 5 meses", "context/situation", "pregnant"),
    ("tô grávida, posso comer sushi?", "context/situation", "pregnant"),
    ("estamos à espera do primeiro filho", "context/situation", "expecting a baby"),
    ("estamos esperando nosso primeiro bebê", "context/situation", "expecting a baby"),
    ("estou desempregado desde março", "context/situation", "unemployed"),
    ("tô desempregada, me ajuda com o currículo", "context/situation", "unemployed"),
    ("fui despedida na semana passada", "context/situation", "unemployed"),
    ("fui demitido ontem, e agora?", "context/situation", "unemployed"),
    ("estou de baixa médica por causa das costas", "context/situation", "sick leave"),
    ("estou de atestado depois da cirurgia no joelho", "context/situation", "sick leave"),
    ("tô de licença médica", "context/situation", "sick leave"),
    ("estou a fazer obras em casa", "context/situation", "renovating"),
    ("estamos a remodelar a cozinha", "context/situation", "renovating"),
    ("tô reformando o apartamento", "context/situation", "renovating"),
    ("estou a trabalhar a partir de casa", "context/situation", "working from home"),
    ("tô de home office essa semana", "context/situation", "working from home"),
    ("estou em teletrabalho", "context/situation", "working from home"),
    ("estou a estudar para os exames nacionais", "context/situation", "studying for an exam"),
    ("tô estudando pro ENEM", "context/situation", "studying for an exam"),
    ("estou de dieta", "context/situation", "on a diet"),
    ("estou a recuperar de uma operação ao ombro", "context/situation", "recovering"),
    ("tô me recuperando de covid", "context/situation", "recovering"),
    ("tô fazendo intercâmbio em Dublin", "context/situation", "exchange"),
    ("estou a fazer Erasmus em Itália", "context/situation", "erasmus"),
    ("estou a passar por um divórcio", "context/situation", "separation"),
    ("tô passando por uma separação", "context/situation", "separation"),
    ("tô de mudança pra BH", "context/situation", "moving"),
    ("estamos a mudar de casa no próximo mês", "context/situation", "moving"),
    ("vamos nos mudar para Curitiba em junho", "context/event", "moving"),
    ("vou me mudar pra Lisboa no mês que vem", "context/event", "moving"),
    ("comecei num emprego novo esta semana", "context/event", "new job"),
    ("acabei de começar num trabalho novo", "context/event", "new job"),
    ("caso-me em setembro", "context/event", "wedding"),
    ("vou casar em outubro", "context/event", "wedding"),
    ("tenho exame de condução na sexta", "context/event", "exam"),
    ("tenho uma entrevista de emprego amanhã", "context/event", "job interview"),
    ("estou de férias no Algarve", "context/travel", "algarve"),
    ("estou a preparar-me para uma maratona", "context", "maratona"),
    ("tô treinando pra minha primeira meia maratona", "context", "meia maratona"),
    ("tô de férias essa semana", "context", "férias"),
    ("estou a tirar a carta de condução", "context", "carta de condução"),
    ("tô tirando a carteira de motorista", "context", "carteira de motorista"),
]

#: How the user's days run, in Portuguese, named as the English rules name them ("car-free", "shift work").
ROUTINE_PT: list[tuple[str, str, str]] = [
    ("não tenho carro", "context/situation", "car-free"),
    ("estou sem carro", "context/situation", "car-free"),
    ("tô sem carro, como chego lá de ônibus?", "context/situation", "car-free"),
    ("não tenho carro, mas o meu pai tem", "context/situation", "car-free"),
    ("não conduzo", "context/situation", "doesn't drive"),
    ("não dirijo", "context/situation", "doesn't drive"),
    ("moro num apartamento alugado", "context/situation", "renting"),
    ("vivo numa casa arrendada", "context/situation", "renting"),
    ("pago renda", "context/situation", "renting"),
    ("tô com o orçamento apertado esse mês", "context/situation", "on a budget"),
    ("estou com pouco dinheiro este mês", "context/situation", "on a budget"),
    ("trabalho por turnos", "context/situation", "shift work"),
    ("faço plantões de 12 horas", "context/situation", "shift work"),
    ("trabalho à noite", "context/situation", "night shifts"),
    ("trabalho a partir de casa", "context/situation", "working from home"),
    ("vou de bicicleta para o trabalho", "context/situation", "commutes by bike"),
    ("vou de metrô pro trabalho", "context/situation", "commutes by metro"),
    ("apanho o comboio para o trabalho todos os dias", "context/situation", "commutes by train"),
]

#: Someone else's situation, a hypothetical, a question, a task, pasted or role-played text, a figure of speech.
LOOKALIKES: list[str] = [
    "my sister is 7 months pregnant",
    "my wife is on maternity leave, what can i cook for her",
    "what should i eat if i'm pregnant?",
    "if i were pregnant could i drink coffee?",
    "should i move to berlin?",
    "my brother is job hunting, can you help with his cv",
    "write a story about a woman who is on sick leave",
    'translate: "I\'m moving to Berlin next month"',
    "pretend you're a man going through a divorce",
    "is it hard to find a job when you're unemployed?",
    "my friend just started a new job",
    "our client is moving to Berlin next month",
    "my mum is recovering from a hip operation",
    "imagine i'm training for a marathon, what would i eat",
    "my exams were last week",
    "i was on maternity leave in 2019",
    "how long is maternity leave in the uk?",
    "he's renovating his kitchen",
    "my daughter's exams start monday",
    "i'm moving on from that topic",
    "we're moving on to the next question",
    "my sister is moving back home",
    "i'm moving up to the next level",
    "they're moving abroad",
    "i'm in the middle of a sentence, hold on",
    "write a cover letter for someone who is between jobs",
    "my boss is on paternity leave so i'm covering",
    "they're expecting their first baby in june",
    "i'm expecting a reply from the bank",
    "is it normal to feel burnt out?",
    "i'm looking for a new recipe for dinner",
    "she's on a working holiday visa",
    "i'm on a roll today",
    "minha irmã está grávida",
    "a minha mulher está de licença de maternidade",
    "se eu estivesse grávida podia beber café?",
    "devo mudar para Lisboa?",
    "o meu irmão anda à procura de emprego",
    "escreve uma história sobre um homem desempregado",
    "o meu chefe está de baixa",
    "como é a licença de maternidade em portugal?",
    "ela tá de mudança pra BH",
    "minha mãe tá se recuperando de uma cirurgia",
    "o vizinho está a fazer obras em casa",
    "eles estão esperando o primeiro filho",
    "o cliente está em teletrabalho",
    "o meu amigo começou num emprego novo",
    "não tenho carro de empresa",
    "o meu irmão não tem carro",
    "se eu não tivesse carro, como ia trabalhar?",
    "não tenho carregador do carro",
    "ela não conduz",
    "pago a renda da minha mãe",
    "quanto se paga de renda em lisboa?",
    "tenho trabalho de casa para fazer",
    "o meu marido trabalha por turnos",
    "vale a pena trabalhar por turnos?",
    "a minha filha vai de autocarro para a escola",
    "trabalho de casa ajuda as crianças?",
    "ele está sem dinheiro",
]


@pytest.mark.parametrize(("text", "expected", "word"), SITUATIONS_EN + SITUATIONS_PT + ROUTINE_PT)
def test_situation_is_read(text: str, expected: str, word: str) -> None:
    assert reads(text, expected, word), keys(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_gives_no_situation(text: str) -> None:
    assert "context" not in kinds(text), keys(text)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("i'm 7 months pregnant", "(pregnant btw) is brie ok?"),
        ("currently job hunting, any tips", "I'm looking for a new job"),
        ("estou grávida de 5 meses", "tô grávida, posso comer sushi?"),
        ("we're moving house next week", "moving to leeds in 3 weeks"),
        ("no car btw", "não tenho carro"),
        ("i work shifts", "trabalho por turnos"),
        ("we rent", "vivo numa casa arrendada"),
    ],
)
def test_paraphrases_share_a_slot(first: str, second: str) -> None:
    """The same situation said twice, in other words or the other language, is one memory."""
    slots = [{(key, obj) for key, obj, _ in keys(text) if key.startswith("context/")} for text in (first, second)]
    assert slots[0] & slots[1], slots
