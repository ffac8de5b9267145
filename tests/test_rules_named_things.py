"""Software, apps, services and devices named in any frame of a sentence about the user's own use of them
(pamport.pipeline.extract.rules.named_things), in English and Portuguese, and the look-alikes that must give
nothing: questions, someone else's product, hypotheticals and intentions, comparisons, products given up or only
seen, tasks about someone else."""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from tests.rule_general import SENT_AT, keys, reads

EN_SOFTWARE = [
    ("Half my week disappears into Salesforce updating client records.", "salesforce"),
    ("Our whole invoicing runs through QuickBooks.", "quickbooks"),
    ("Every recipe I've collected over the years sits in Evernote.", "evernote"),
    ("Spent the whole morning in Figma wrestling with auto layout.", "figma"),
    ("We take every booking through Calendly now.", "calendly"),
    ("The Strava app tracks all my rides.", "strava"),
    ("The Jobber app handles all my quotes and invoices.", "jobber"),
    ("Most of my editing happens in DaVinci Resolve these days.", "davinci resolve"),
    ("At the clinic our rota lives on a shared Google Sheets file.", "google sheets"),
    ("Pretty much all of our client chat goes through Microsoft Teams.", "microsoft teams"),
]
EN_DEVICES = [
    ("All my sheet music lives on an iPad Pro.", "ipad pro"),
    ("Work handed me a ThinkPad X1 last week.", "thinkpad x1"),
    ("Been reading everything on a Kindle Paperwhite since Christmas.", "kindle paperwhite"),
    ("Our family shares one old MacBook Pro.", "macbook pro"),
    ("Drafts for my novel all get typed on a Surface Pro 9.", "surface pro 9"),
    ("Got a Galaxy Tab for sketching on the train.", "galaxy tab"),
    ("The district issued us Chromebooks in September.", "chromebook"),
    ("Every photo we take of the dog ends up on a Pixel 8.", "pixel 8"),
]
EN_SYSTEMS = [
    ("All our servers run Debian.", "environment/os", "debian"),
    ("Every machine in my lab boots Fedora.", "environment/os", "fedora"),
    ("Half my day is spent in PyCharm.", "environment/editor", "pycharm"),
    ("My dotfiles assume Neovim everywhere.", "environment/editor", "neovim"),
    ("Our build agents sit on Windows 11.", "environment/os", "windows 11"),
    ("Coding happens in Emacs for me.", "environment/editor", "emacs"),
    ("Linux Mint has been my daily system for two years.", "environment/os", "linux mint"),
    ("Most of our notebooks open in JupyterLab.", "environment/editor", "jupyterlab"),
]

PT_SOFTWARE = [
    ("Passo metade do dia no Excel a montar orçamentos.", "excel"),
    ("As encomendas da minha loja chegam todas pelo WhatsApp Business.", "whatsapp business"),
    ("Faturo tudo pelo Moloni.", "moloni"),
    ("A gente controla o estoque no sistema Bling.", "bling"),
    ("Meus treinos ficam todos no Strava.", "strava"),
    ("Recebo os pedidos pelo iFood e pela Rappi.", "ifood"),
    ("Dou as minhas aulas pelo Google Meet.", "google meet"),
    ("Organizo a vida toda no Notion.", "notion"),
    ("Agendo as consultas pelo aplicativo Doctoralia.", "doctoralia"),
]
PT_DEVICES = [
    ("Tiro as fotos dos pratos num iPhone 14.", "iphone 14"),
    ("Em casa temos um Chromebook velho.", "chromebook"),
    ("Leio tudo no Kindle antes de dormir.", "kindle"),
    ("O meu trabalho corre todo num ThinkPad T14.", "thinkpad t14"),
    ("Gravo os vídeos com um Galaxy S23.", "galaxy s23"),
    ("Na escola deram-nos Chromebooks novos.", "chromebook"),
    ("Respondo aos clientes pelo meu Moto G84.", "moto g84"),
    ("Escrevo as crónicas num MacBook Air de 2020.", "macbook air"),
    ("Nós jogamos aos fins de semana na PlayStation 5.", "playstation 5"),
]
PT_SYSTEMS = [
    ("Programo no PyCharm o dia inteiro.", "environment/editor", "pycharm"),
    ("Os servidores da nossa empresa correm Debian.", "environment/os", "debian"),
    ("Escrevo código no Neovim.", "environment/editor", "neovim"),
    ("Desenvolvo tudo no IntelliJ.", "environment/editor", "intellij"),
    ("Os nossos portáteis vêm com Windows 11.", "environment/os", "windows 11"),
    ("Formatei o computador e instalei Fedora.", "environment/os", "fedora"),
    ("Meus scripts rodam todos no JupyterLab.", "environment/editor", "jupyterlab"),
    ("Edito os textos no Sublime Text.", "environment/editor", "sublime text"),
]

EN_LOOKALIKES = [
    "Is Excel better than Google Sheets for budgets?",
    "What is Canva?",
    "My boss uses Trello for everything.",
    "If I switched to Linux, would my games still run?",
    "Thinking of getting a MacBook Air for uni.",
    "My sister's iPad keeps freezing on the lock screen.",
    "I ditched Evernote years ago.",
    "I saw that recipe on TikTok.",
    "Canva is way easier than Photoshop for beginners.",
    "Write a short bio for my friend who designs in Figma.",
    "I don't use Slack at all.",
    "I'm building a WhatsApp bot for my clients.",
    "Should I get a Pixel 8 or an iPhone 15?",
    "Proofread this:\nI keep all my invoices in QuickBooks and my notes in Notion.",
    "Write a bio for Tom, who edits all his videos in Premiere Pro.",
    "Suppose I ran the shop on Shopify, what would the fees look like?",
    "my dad swears by his ThinkPad",
    "recommend me a good Kindle case",
    "Set up a Google Sheets budget for me",
    "Explain Excel pivot tables to me like I'm five",
    "remind me to update my Slack status",
    "my team moved to Linear last month, should I follow?",
    "Here's my LinkedIn summary, make it punchier",
]
PT_LOOKALIKES = [
    "O Excel é melhor do que o Google Sheets?",
    "O que é o Canva?",
    "O meu chefe usa o Trello para tudo.",
    "Se eu mudasse para Linux, os jogos funcionavam?",
    "Estou a pensar comprar um MacBook Air.",
    "Vendi o Redmi no mês passado.",
    "Vi essa receita no TikTok.",
    "Não uso o Teams.",
    "Escreve uma bio para a minha amiga que desenha no Figma.",
    "O iPad da minha filha está sempre a travar.",
    "Vale a pena comprar um Kindle?",
    "Tô fazendo um app pra padarias venderem pelo WhatsApp.",
    'Corrige isto: "faturo tudo pelo Moloni e uso o WhatsApp Business"',
    "Escreve um post para a Ana, que vende tudo pelo Instagram.",
    "Imagina que eu uso o Notion para tudo, como organizo?",
    "o meu pai jura pelo ThinkPad dele",
    "Me ajuda a montar uma planilha no Excel pro meu orçamento",
    "Monta um cronograma no Notion pra minha semana",
    "A minha equipa mudou para o Jira, devo acompanhar?",
]


@pytest.mark.parametrize(("text", "name"), EN_SOFTWARE + PT_SOFTWARE)
def test_software_named_in_any_frame(text: str, name: str) -> None:
    assert reads(text, "environment/uses", name), keys(text)


@pytest.mark.parametrize(("text", "name"), EN_DEVICES + PT_DEVICES)
def test_devices_named_in_any_frame(text: str, name: str) -> None:
    assert reads(text, "environment/device", name), keys(text)


@pytest.mark.parametrize(("text", "slot", "name"), EN_SYSTEMS + PT_SYSTEMS)
def test_systems_and_editors_named_in_any_frame(text: str, slot: str, name: str) -> None:
    assert reads(text, slot, name), keys(text)


@pytest.mark.parametrize("text", EN_LOOKALIKES + PT_LOOKALIKES)
def test_lookalikes_give_no_environment_memory(text: str) -> None:
    assert not [key for key in keys(text) if key[0].startswith("environment")], keys(text)


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, SENT_AT) if hit.finding.type == "environment"]


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("Our whole invoicing runs through quickbooks.", "User uses QuickBooks"),
        ("Got a galaxy s24 ultra for the shop.", "User has a Galaxy S24 Ultra"),
        ("rodo mais pelo ifood de noite.", "O usuário usa o iFood"),
        ("Recebo os pedidos pela Rappi.", "O usuário usa a Rappi"),
        ("Na escola deram-nos chromebooks.", "O usuário tem um Chromebook"),
    ],
)
def test_memories_name_products_as_their_makers_write_them(text: str, content: str) -> None:
    assert content in _contents(text)


@pytest.mark.parametrize(
    "text",
    [
        "I use Notion for everything at work.",
        "i'm on excel all day at the depot.",
        "I've got a Galaxy S21 and it overheats.",
        "uso o excel para fazer as escalas do serviço.",
        "Marco as consultas no meu Samsung.",
    ],
)
def test_a_product_the_frame_rules_read_gives_one_memory(text: str) -> None:
    found = [obj for key, obj, _ in keys(text) if key.startswith("environment")]
    assert len(found) == 1, keys(text)


def test_a_sentence_only_a_product_lets_through_is_read_by_the_product_reader_alone() -> None:
    """The frame rules read exactly what they read without the product reader: a sentence their trigger skips
    ("my iphone keeps dying", which names a phone and nothing they look for) gives them nothing to read."""
    assert keys("my iphone keeps dying at 20%") == []
    rules = {hit.rule for hit, _ in read_text("Half my week disappears into Salesforce.", SENT_AT)}
    assert rules == {"en.environment.named"}
