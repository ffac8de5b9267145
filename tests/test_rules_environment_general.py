"""Devices, systems, editors and software the user works with (environment), said the many ways people tell an
assistant, in English and Portuguese, and look-alikes that must give no environment memory.

The sentences are written for this file, not taken from the evaluation set. Besides plain statements ("I use …",
"my laptop runs …"), a device is often named only as the user's inside a question ("how do I free up space on my
iPhone 12?", "como liberto espaço no meu iPhone 11?"): the question takes it for granted, so it is read there too.
Someone else's device, a device asked about, bought for someone or broken, a tool of a task, a hypothetical give
nothing.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, kinds, reads

ENVIRONMENT_EN: list[tuple[str, str, str]] = [
    ("on a 2019 macbook air, will it run this?", "environment/device", "macbook air"),
    ("my laptop runs fedora", "environment/os", "fedora"),
    ("we use jira and slack at work", "environment/uses", "jira"),
    ("i use excel every day at work", "environment/uses", "excel"),
    ("I'm on windows 10", "environment/os", "windows 10"),
    ("i'm on linux mint", "environment/os", "linux mint"),
    ("my phone is a pixel 8", "environment/device", "pixel 8"),
    ("I have an iphone 15", "environment/device", "iphone 15"),
    ("I've got a samsung galaxy s21", "environment/device", "galaxy s21"),
    ("i code in vscode", "environment/editor", "vscode"),
    ("I write all my code in neovim", "environment/editor", "neovim"),
    ("I use pycharm for python", "environment/editor", "pycharm"),
    ("our team uses notion for docs", "environment/uses", "notion"),
    ("I use google sheets for my budget", "environment/uses", "google sheets"),
    ("i edit my videos in davinci resolve", "environment/uses", "davinci resolve"),
    ("we're on aws", "environment/uses", "aws"),
    ("we use azure at work", "environment/uses", "azure"),
    ("I use photoshop and lightroom for my photos", "environment/uses", "lightroom"),
    ("my work laptop is a dell xps", "environment/device", "dell xps"),
    ("I have a chromebook", "environment/device", "chromebook"),
    ("i use a kindle for reading", "environment/device", "kindle"),
    ("I'm using obsidian for notes", "environment/uses", "obsidian"),
    ("i'm a mac user", "environment/os", "macos"),
    ("as a vim user, which plugin manager should i pick", "environment/editor", "vim"),
    ("i'm on an ipad pro", "environment/device", "ipad pro"),
    ("my phone's an old iphone 8 so go easy on storage", "environment/device", "iphone 8"),
    ("my laptop is an old dell", "environment/device", "dell"),
    ("my pc's some ancient linux box from work, what's a good text editor", "environment/os", "linux"),
    ("my tablet's a cheap android one so keep it simple", "environment/device", "android tablet"),
    ("I use trello to plan my week", "environment/uses", "trello"),
    ("i track my runs on strava", "environment/uses", "strava"),
    ("my work pc runs windows 11", "environment/os", "windows 11"),
    ("my home server runs proxmox", "environment/os", "proxmox"),
    ("I use chrome mostly", "environment/uses", "chrome"),
    ("(i'm on firefox) why does this site not load", "environment/uses", "firefox"),
    ("I work in Excel all day", "environment/uses", "excel"),
    ("i live in excel these days lol", "environment/uses", "excel"),
    ("our shop runs on shopify", "environment/uses", "shopify"),
    ("I use quickbooks for my invoices", "environment/uses", "quickbooks"),
    ("I use canva for my instagram posts", "environment/uses", "canva"),
    ("my editor is emacs", "environment/editor", "emacs"),
    ("I do all my writing in google docs", "environment/uses", "google docs"),
    # the user's device, taken for granted by a question
    ("is my 2017 macbook pro too old for final cut?", "environment/device", "macbook pro"),
    ("how do i free up space on my iphone 12?", "environment/device", "iphone 12"),
    ("why does my pixel 7 keep restarting", "environment/device", "pixel 7"),
    ("can my thinkpad run linux mint?", "environment/device", "thinkpad"),
    ("the outlook app on my samsung keeps crashing, fix?", "environment/device", "samsung"),
    ("how do i get spotify on my kindle?", "environment/device", "kindle"),
    ("I'm on windows, how do i back up my iphone 13?", "environment/device", "iphone 13"),
    ("my son uses my ipad for games", "environment/device", "ipad"),
]

ENVIRONMENT_PT: list[tuple[str, str, str]] = [
    ("tenho um android", "environment/device", "android"),
    ("uso o excel no trabalho", "environment/uses", "excel"),
    ("trabalho em vscode", "environment/editor", "vscode"),
    ("programo em vscode", "environment/editor", "vscode"),
    ("o meu portátil é um macbook air", "environment/device", "macbook air"),
    ("meu notebook é um dell com windows 11", "environment/device", "dell"),
    ("o meu portátil é um asus e aquece muito, o que faço?", "environment/device", "asus"),
    ("uso linux no meu pc", "environment/os", "linux"),
    ("tô no windows 10", "environment/os", "windows 10"),
    ("meu celular é um iphone 12", "environment/device", "iphone 12"),
    ("o meu telemóvel é um xiaomi", "environment/device", "xiaomi"),
    ("tenho um samsung a54", "environment/device", "samsung a54"),
    ("tenho um kindle", "environment/device", "kindle"),
    ("tenho um chromebook da escola", "environment/device", "chromebook"),
    ("uso o notion pra organizar tudo", "environment/uses", "notion"),
    ("na empresa usamos o teams e o outlook", "environment/uses", "teams"),
    ("usamos slack na empresa", "environment/uses", "slack"),
    ("no trabalho a gente usa jira", "environment/uses", "jira"),
    ("a gente usa o jira no trabalho", "environment/uses", "jira"),
    ("uso o figma para os protótipos", "environment/uses", "figma"),
    ("trabalho no excel o dia todo", "environment/uses", "excel"),
    ("faço as planilhas todas no google sheets", "environment/uses", "google sheets"),
    ("uso o photoshop para editar fotos", "environment/uses", "photoshop"),
    ("uso o canva pras artes do insta", "environment/uses", "canva"),
    ("uso o chrome", "environment/uses", "chrome"),
    ("uso o obsidian para as notas", "environment/uses", "obsidian"),
    ("uso o word para tudo", "environment/uses", "word"),
    ("edito os vídeos no capcut", "environment/uses", "capcut"),
    ("o meu computador tem ubuntu", "environment/os", "ubuntu"),
    ("meu pc roda windows 11", "environment/os", "windows 11"),
    ("como liberto espaço no meu iphone 11?", "environment/device", "iphone 11"),
    ("porque é que o meu macbook está tão lento?", "environment/device", "macbook"),
    ("como faço backup do meu galaxy s22?", "environment/device", "galaxy"),
]

#: Someone else's, asked about, wished for, bought for someone, broken or sold, a tutorial's or a task's tools.
LOOKALIKES: list[str] = [
    "should i buy a mac?",
    "is the iphone 15 worth it?",
    "my sister has an iphone 15",
    "my dad's laptop runs windows xp",
    "which is better, vscode or pycharm?",
    "write a tutorial on how to use jira",
    "if i had a macbook i'd learn swift",
    "i dropped my iphone in the bath",
    "i sold my macbook last week",
    "can you compare android and ios for me?",
    "my wife's phone is a pixel 8",
    "pretend you're a linux sysadmin",
    'translate "I use Excel every day"',
    "our competitor runs on shopify",
    "he's on windows 11",
    "they use slack at her company",
    "i'm on the fence about getting a kindle",
    "i bought an ipad for my daughter",
    "what laptop should i get for uni?",
    "my friend is on a macbook air",
    "i'm on it",
    "we're on the same page",
    "the school uses google classroom",
    "i'm on a call, be quick",
    "i'm on the phone with my mum",
    "devo comprar um mac?",
    "o meu irmão tem um iphone 15",
    "vale a pena o galaxy s24?",
    "a minha mulher usa o notion",
    "comprei um ipad para a minha filha",
    "se eu tivesse um mac aprendia swift",
    "o portátil do meu pai tem windows xp",
    "eles usam slack na empresa dela",
    "qual é melhor, vscode ou pycharm?",
    "escreve um tutorial sobre o jira",
    "vendi o meu macbook, qual compro agora?",
    "deixei cair o meu iphone na piscina, o que faço?",
]


@pytest.mark.parametrize(("text", "expected", "word"), ENVIRONMENT_EN + ENVIRONMENT_PT)
def test_environment_is_read(text: str, expected: str, word: str) -> None:
    assert reads(text, expected, word), keys(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_gives_no_environment(text: str) -> None:
    assert "environment" not in kinds(text), keys(text)


def test_an_app_one_lives_in_is_no_home() -> None:
    """ "i live in excel these days": a way of speaking about a tool, never a town."""
    assert "fact" not in kinds("i live in excel these days lol")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("my laptop is an old dell", "I have a dell"),
        ("how do i free up space on my iphone 12?", "I have an iPhone 12"),
        ("o meu computador tem ubuntu", "I'm on ubuntu"),
    ],
)
def test_paraphrases_share_a_slot(first: str, second: str) -> None:
    """The same device or system said twice, in other words or the other language, is one memory."""
    slots = [{(key, obj) for key, obj, _ in keys(text) if key.startswith("environment/")} for text in (first, second)]
    assert slots[0] & slots[1], slots
