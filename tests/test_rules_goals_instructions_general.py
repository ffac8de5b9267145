"""Aims (goal), standing instructions to the assistant (instruction) and what the user builds or runs (project),
said the many ways people type them, in English and Portuguese (Brazil and Portugal), and look-alikes that must
give none of them.

The sentences are written for this file, not taken from the evaluation set. An instruction is a standing one only
when nothing makes it one-off ("this time", "for this caption", "in the next answer"); an aim is the user's own,
not someone else's, a task with a deadline today, or a goal for one chat or one email. The same instruction said
in other words ("don't use bullet points", "stop using bullet points", "no bullet points please") is one memory.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, kinds, reads

GOALS: list[tuple[str, str, str]] = [
    ("trying to lose 5kg before summer", "goal", "lose 5kg"),
    ("I want to get my b2 in german by june", "goal/achieve", "b2 in german"),
    ("i'm trying to run a sub 2 hour half marathon this year", "goal", "half marathon"),
    ("my goal this year is to read 30 books", "goal", "30 books"),
    ("the goal is to run a marathon before i turn 40", "goal", "marathon"),
    ("my plan is to move to canada in 2 years", "goal", "canada"),
    ("my new year's resolution is to drink less", "goal", "drink less"),
    ("I'd like to switch careers into ux design", "goal/achieve", "ux design"),
    ("hoping to get promoted to senior by the end of the year", "goal/achieve", "promoted"),
    ("I want to learn to code", "goal/learn", "code"),
    ("i'm aiming to pass my cfa level 1", "goal", "cfa"),
    ("i'm working towards my acca", "goal", "acca"),
    ("aiming for a first in my degree", "goal", "first in their degree"),
    ("we're saving for a house deposit", "goal", "house deposit"),
    ("saving up for a trip to japan", "goal", "japan"),
    ("i'd love to visit japan one day", "goal/achieve", "visit japan"),
    ("one day i want to open a bakery", "goal/achieve", "bakery"),
    ("hoping to switch to a 4 day week", "goal/achieve", "4 day week"),
    ("i'm trying to cut down on sugar", "goal", "sugar"),
    ("trying to get better at chess", "goal", "chess"),
    ("i'm determined to finish my novel this year", "goal", "novel"),
    ("want to get into tech, where do i start", "goal/achieve", "tech"),
    ("planning to do a phd in the uk", "goal/achieve", "phd"),
    ("quero juntar dinheiro para uma viagem ao japão", "goal/achieve", "japao"),
    ("quero aprender a tocar guitarra", "goal/learn", "guitar"),
    ("queria muito aprender alemão", "goal/learn", "german"),
    ("gostava de aprender piano", "goal/learn", "piano"),
    ("quero muito aprender a nadar", "goal/learn", "swimming"),
    ("o meu objetivo é correr uma maratona", "goal/achieve", "maratona"),
    ("meu objetivo é passar na OAB", "goal/achieve", "oab"),
    ("a minha meta é correr 10 km", "goal/achieve", "10 km"),
    ("o meu sonho é abrir uma padaria", "goal/achieve", "padaria"),
    ("o plano é mudar para o canadá", "goal/achieve", "canada"),
    ("estou a tentar perder peso", "goal/achieve", "perder peso"),
    ("quero perder 5 kg até ao verão", "goal/achieve", "perder 5 kg"),
    ("estou a tentar deixar de fumar", "goal/achieve", "deixar de fumar"),
    ("tô querendo mudar de carreira", "goal/achieve", "carreira"),
    ("tô tentando juntar grana pra um carro", "goal/achieve", "carro"),
    ("estou a juntar dinheiro para comprar casa", "goal/achieve", "comprar casa"),
    ("tô economizando pra viajar pra europa", "goal/achieve", "europa"),
    ("pretendo fazer um mestrado no ano que vem", "goal/achieve", "mestrado"),
    ("pretendo tirar o b2 de inglês este ano", "goal/achieve", "b2"),
    ("quero fazer o doutoramento em lisboa", "goal/achieve", "doutoramento"),
    ("quero ser promovida a gerente", "goal/achieve", "promovida"),
]

INSTRUCTIONS: list[tuple[str, str, str]] = [
    ("always answer in british english", "instruction/spelling", "british english"),
    ("write in british english please", "instruction/spelling", "british english"),
    ("please use american spelling from now on", "instruction/spelling", "american"),
    ("please always reply in spanish", "instruction/response_language", "spanish"),
    ("can you always answer in portuguese?", "instruction/response_language", "portuguese"),
    ("don't use bullet points", "instruction/style", "bullet points"),
    ("stop using bullet points", "instruction/style", "bullet points"),
    ("no bullet points please, ever", "instruction/style", "bullet points"),
    ("never use emojis", "instruction/style", "emojis"),
    ("from now on, no more emojis", "instruction/style", "emojis"),
    ("no long intros please", "instruction/style", "preamble"),
    ("avoid jargon, i'm not technical", "instruction/style", "jargon"),
    ("please keep answers short from now on", "instruction/style", "short"),
    ("keep it short please, I read on my phone", "instruction/style", "short"),
    ("explain things step by step from now on", "instruction/style", "step by step"),
    ("always use metric units", "instruction/units", "metric"),
    ("use metric units always", "instruction/units", "metric"),
    ("don't apologise so much", "instruction", "apologise"),
    ("responde sempre em português de portugal", "instruction/response_language", "pt-pt"),
    ("responda sempre em português do brasil", "instruction/response_language", "pt-br"),
    ("prefiro que me respondas em português europeu", "instruction/response_language", "pt-pt"),
    ("escreve sempre em pt-br", "instruction/response_language", "pt-br"),
    ("responde em pt-pt por favor", "instruction/response_language", "pt-pt"),
    ("fala comigo em inglês sempre", "instruction/response_language", "english"),
    ("sem emojis por favor", "instruction/style", "emojis"),
    ("não uses emojis", "instruction/style", "emojis"),
    ("não uses tabelas", "instruction/style", "tabelas"),
    ("evita jargão técnico, por favor", "instruction/style", "jargao"),
    ("sem rodeios", "instruction/style", "rodeios"),
    ("respostas curtas, por favor", "instruction/style", "curtas"),
    ("quero respostas mais curtas", "instruction/style", "curtas"),
    ("sempre que possível, responde em tópicos", "instruction/style", "topicos"),
    ("fala comigo de forma informal", "instruction/style", "informal"),
]

PROJECTS: list[tuple[str, str, str]] = [
    ("i'm building a budgeting app in flutter", "project/working_on", "budgeting app"),
    ("I'm writing a fantasy novel", "project/working_on", "fantasy novel"),
    ("working on a podcast about local history", "project/working_on", "podcast"),
    ("I'm organising a charity bike ride in may", "project", "charity bike ride"),
    ("i run a small etsy shop selling candles", "project", "etsy shop"),
    ("I've started a youtube channel about woodworking", "project/working_on", "youtube channel"),
    ("my side project is a recipe website", "project", "recipe website"),
    ("we're converting a van into a camper", "project/working_on", "van"),
    ("estou a escrever um livro de poesia", "project/working_on", "livro de poesia"),
    ("tô desenvolvendo um app de receitas", "project/working_on", "app de receitas"),
    ("tenho uma loja no etsy", "project/working_on", "loja"),
    ("comecei um canal no youtube sobre jardinagem", "project/working_on", "canal no youtube"),
    ("o meu projeto paralelo é um site de receitas", "project/working_on", "site de receitas"),
    ("estou a organizar uma corrida solidária", "project/working_on", "corrida solidaria"),
]

PROJECT_LOOKALIKES: list[str] = [
    "my brother is building an app",
    "write a novel outline about a detective",
    "should i start a youtube channel?",
    "if i opened an etsy shop, what would sell?",
    "comecei um curso de inglês",
    "o meu amigo está a escrever um livro",
    "devo abrir uma loja online?",
]

#: Someone else's aim or rule, a one-off request, a task, a question, a hypothetical, a story, a goal for one chat.
LOOKALIKES: list[str] = [
    "answer this in french",
    "translate this into spanish",
    "my goal for this chat is to understand recursion",
    "the goal of this email is to get a refund",
    "my sister wants to lose 5kg",
    "if i wanted to learn german, where would i start?",
    "should i learn python or javascript?",
    "write a story about a girl who wants to be an astronaut",
    "don't worry about it",
    "never mind, i figured it out",
    "keep it short this time",
    "use bullet points for this one",
    "no emojis in this caption please",
    "my boss wants everything in bullet points",
    "he's saving for a new car",
    "pretend you want to open a bakery",
    "what's the best way to lose weight?",
    "i want the pasta, not the pizza",
    "i want this done by 5pm",
    "can you avoid jargon in the next answer?",
    "the goal is to get this function working",
    "a minha irmã quer perder 5 kg",
    "responde a isto em inglês",
    "traduz isto para francês",
    "o meu chefe quer tudo em tópicos",
    "se eu quisesse aprender alemão, por onde começava?",
    "devo aprender python ou javascript?",
    "desta vez responde em inglês",
    "quero o relatório até amanhã",
    "escreve uma história sobre um rapaz que quer ser piloto",
    "sem emojis nesta legenda",
    "quero fazer o exame amanhã às 9",
]


@pytest.mark.parametrize(("text", "expected", "word"), GOALS)
def test_goal_is_read(text: str, expected: str, word: str) -> None:
    assert reads(text, expected, word), keys(text)


@pytest.mark.parametrize(("text", "expected", "word"), INSTRUCTIONS)
def test_instruction_is_read(text: str, expected: str, word: str) -> None:
    assert reads(text, expected, word), keys(text)


@pytest.mark.parametrize(("text", "expected", "word"), PROJECTS)
def test_project_is_read(text: str, expected: str, word: str) -> None:
    assert reads(text, expected, word), keys(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_gives_no_goal_or_instruction(text: str) -> None:
    assert not kinds(text) & {"goal", "instruction"}, keys(text)


@pytest.mark.parametrize("text", PROJECT_LOOKALIKES)
def test_lookalike_gives_no_project(text: str) -> None:
    assert "project" not in kinds(text), keys(text)


@pytest.mark.parametrize(
    "said",
    [
        ("don't use bullet points", "stop using bullet points", "no bullet points please", "never use bullet points"),
        ("never use emojis", "from now on, no more emojis", "no emojis pls", "don't use emojis"),
    ],
)
def test_paraphrased_instructions_share_a_slot(said: tuple[str, ...]) -> None:
    """An instruction said again in other words is the same instruction, not a new one beside it."""
    slots = [{(key, obj) for key, obj, _ in keys(text) if key.startswith("instruction/")} for text in said]
    assert all(slots) and set.intersection(*slots), slots
