"""More changes over time by kind, end to end (the rule extractor, then consolidation), English and Portuguese.

Kinds beyond tests/test_changes_general.py: a new device of the kind the user already had (devices are a set, but a
new phone is the phone: it replaces the old phone and nothing else), a new employer said by how the job was won
("got the job at", "aceitei uma proposta da", "arrumei trampo na"), a tool or system left behind in Portuguese
("deixei o Windows de vez"), a diet changed with a qualifier ("agora sou só vegetariana"), a move said in passing,
something learnt given up ("gave up on spanish", "desisti do alemão"), a job said in one language and given up in the
other ("sou contabilista", then "not an accountant anymore").
Beside them, look-alikes that must retire nothing: a device of another kind, someone else's new phone, a phone
thought about or bought for someone else, a second pet, another language, an offer only considered. The sentences
are written for this file, not taken from the evaluation set (tests/extraction_eval).
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import RuleExtractor
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.pipeline.slotkeys import device_kind, rival_slot, same_thing
from tests.test_changes_general import _conversation, _holding, _statuses

# (earlier statement, later change, a word of the old value only, a word of the new value only)
CHANGES: list[tuple[str, str, str, str]] = [
    # a new phone replaces the old phone, said as bought, got, upgraded to, "my new phone is", in Portuguese
    ("I have a Pixel 6.", "got a new phone, a galaxy s24, how do i set it up", "Pixel", "Galaxy"),
    ("I use an iPhone 11.", "just got a pixel 8, how do i get my photos off icloud", "iPhone", "Pixel"),
    ("I have a Galaxy S21.", "finally got an iphone 15, how do i turn off the keyboard sounds", "Galaxy", "iPhone"),
    ("my phone is a samsung galaxy s21", "my new phone is a pixel 8, how do i move whatsapp", "galaxy", "pixel"),
    ("I'm on a Pixel 6.", "I'm on an iPhone 15 now, is the battery saver any good?", "Pixel", "iPhone"),
    ("I have a Dell XPS laptop.", "I upgraded to a MacBook Air, what apps do I need?", "XPS", "MacBook"),
    ("I have a ThinkPad laptop.", "bought a macbook pro for uni, any tips?", "ThinkPad", "MacBook"),
    ("I have a Dell laptop.", "my new laptop is a thinkpad x1, how do i set up linux?", "Dell", "thinkpad"),
    ("my work laptop is a Dell XPS", "my work laptop is a ThinkPad now, how do I sync files?", "XPS", "ThinkPad"),
    ("Tenho um Galaxy A52.", "comprei um iPhone 14 novo, como transfiro os contactos?", "Galaxy", "iPhone"),
    ("meu celular é um moto g8", "peguei um iphone 13 usado, como passo as conversas do zap?", "moto", "iPhone"),
    ("o meu telemóvel é um iPhone 11", "agora tenho um Pixel 8, como mudo o toque?", "iPhone", "Pixel"),
    ("Tenho um Redmi Note 10.", "troquei de telemóvel, agora tenho um Pixel 7", "Redmi", "Pixel"),
    ("Tenho um Galaxy A12.", "vendi o galaxy e peguei um iphone 11 usado, como configuro?", "Galaxy", "iPhone"),
    # a new employer said by how the job was won
    ("I work at Tesco.", "got the job at Ocado!! start monday", "Tesco", "Ocado"),
    ("I work at Tesco.", "accepted an offer from Ocado, starting in may", "Tesco", "Ocado"),
    ("I work at Deloitte.", "I've accepted the offer from Stripe, so I'm moving to Dublin", "Deloitte", "Stripe"),
    ("I work at Barclays.", "finally got the job at Monzo, what do I wear on day one?", "Barclays", "Monzo"),
    ("I work at Tesco.", "started monday at Ocado, the commute is awful", "Tesco", "Ocado"),
    ("I work at Tesco.", "I started last week with Stripe, so much to learn", "Tesco", "Stripe"),
    ("I work at Barclays.", "just started today at Monzo!", "Barclays", "Monzo"),
    ("Trabalho na Sonae.", "aceitei uma proposta da Farfetch, começo em maio", "Sonae", "Farfetch"),
    ("Trabalho no Itaú.", "arrumei trampo na Stone, começo segunda", "Itaú", "Stone"),
    ("Trabalho no Itaú.", "aceitei o emprego no Nubank, tô nervoso", "Itaú", "Nubank"),
    ("Trabalho no Itaú.", "já arrumei emprego na Natura, mó alívio", "Itaú", "Natura"),
    ("Trabalho na Sonae.", "aceitei a oferta de emprego da Critical Software", "Sonae", "Critical"),
    ("Trabalho no Itaú.", "mudei pra Santos e já arrumei emprego na Unimed", "Itaú", "Unimed"),
    # a system left behind for another
    ("Uso Windows.", "deixei o Windows de vez, agora uso Mac", "Windows", "Mac"),
    ("Uso Windows.", "larguei o Windows, agora tenho um MacBook", "Windows", "MacBook"),
    ("I use Windows.", "switched to a mac for work, where's the delete key?", "Windows", "mac"),
    ("Uso Linux.", "comprei um Mac e deixei o Linux, estou a adorar", "Linux", "Mac"),
    # a diet changed, with a qualifier or without its verb
    ("I'm vegan.", "ok so not vegan anymore, vegetarian now", "vegan", "vegetarian"),
    ("I'm vegan.", "i'm not vegan anymore, pescatarian now", "vegan", "pescatarian"),
    ("Sou vegana.", "já não sou vegana, agora sou só vegetariana", "vegana", "vegetariana"),
    ("Sou vegano.", "deixei de ser vegano, agora sou apenas vegetariano", "vegan", "vegetarian"),
    ("Sou vegetariana.", "deixei de ser vegetariana, agora sou pescetariana", "vegetariana", "pescetariana"),
    # a job said in one language and changed in the other
    ("Sou contabilista.", "not an accountant anymore, I'm a financial analyst now", "contabilista", "analyst"),
    ("I'm an accountant.", "deixei de ser contabilista, agora sou analista financeira", "accountant", "analista"),
    ("Sou eletricista.", "I'm not an electrician anymore, I'm a teacher now", "eletricista", "teacher"),
    ("I'm a translator.", "já não sou tradutora, agora sou professora", "translator", "professora"),
    ("Sou fotógrafo.", "I'm not a photographer anymore, I'm a designer now", "fotógrafo", "designer"),
    ("I'm a barber.", "já não sou barbeiro, agora sou motorista de uber", "barber", "motorista"),
    # a move said in passing, Brazilian Portuguese without the pronoun, English without "I"
    ("Moro em Campinas.", "mudei pra Sorocaba mes passado, onde acho barbearia?", "Campinas", "Sorocaba"),
    ("Moro em Campinas.", "me mudei pra Sorocaba, alguma dica de bairro?", "Campinas", "Sorocaba"),
    ("I live in Leeds.", "just moved to York, what should i unpack first?", "Leeds", "York"),
    ("Moro em Lisboa.", "fomos morar em Setúbal, há bons ginásios?", "Lisboa", "Setúbal"),
    ("I live in Bradford.", "we've moved to Sheffield for Imran's job, schools?", "Bradford", "Sheffield"),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), CHANGES)
def test_a_change_retires_the_old_value(before: str, after: str, old: str, new: str) -> None:
    memories = _statuses(before, after)
    assert _holding(memories, new) == ["active"], memories
    assert _holding(memories, old) and set(_holding(memories, old)) <= {"superseded", "retracted"}, memories


# (earlier statement, a later sentence that changes nothing of the user's, a word of the value that stays)
LOOK_ALIKES: list[tuple[str, str, str]] = [
    # another kind of device, another person's device, a device thought about, asked about or bought for someone
    ("I have an iPhone 13.", "I got a MacBook Air for work.", "iPhone"),
    ("I have an iPhone 13.", "I also have an iPad for drawing.", "iPhone"),
    ("I have an iPhone 13.", "my wife got a new Pixel 8, how do I set it up for her?", "iPhone"),
    ("I have an iPhone 13.", "should I switch to Android?", "iPhone"),
    ("I have an iPhone 13.", "thinking of getting a pixel 8, worth it?", "iPhone"),
    ("I have an iPhone 13.", "I bought an iPad for my daughter, which case?", "iPhone"),
    ("I have an iPhone 13.", "I just bought a Pixel 8 for my mum, how do I set it up?", "iPhone"),
    ("I have an iPhone 15.", "my iphone keeps dying at 20%", "iPhone"),
    ("I have a ThinkPad laptop.", "I got a Galaxy S24 last week.", "ThinkPad"),
    ("Tenho um iPhone 13.", "o meu filho comprou um Galaxy S24", "iPhone"),
    ("Tenho um iPhone 13.", "vale a pena comprar um Galaxy S24?", "iPhone"),
    ("Tenho um iPhone 13.", "comprei um iPad para desenhar", "iPhone"),
    # a device for work beside the user's own
    ("I have an iPhone 13.", "my work phone is a Pixel 8, can I forward calls?", "iPhone"),
    ("I have a MacBook Air.", "my work laptop is a ThinkPad, how do I sync files?", "MacBook"),
    ("I have a MacBook Air.", "my uni laptop is a Dell, can it run R?", "MacBook"),
    # an offer considered, someone else's new job, a job not got
    ("I work at Tesco.", "should I accept the offer from Ocado?", "Tesco"),
    ("I work at Tesco.", "my wife got the job at Ocado!!", "Tesco"),
    ("I work at Tesco.", "didn't get the job at Ocado, gutted", "Tesco"),
    ("I work at Tesco.", "my wife started monday at Ocado", "Tesco"),
    ("I work at Tesco.", "the course started monday at King's, should I go?", "Tesco"),
    ("I work at Tesco.", "school started monday at 8, so early", "Tesco"),
    ("Trabalho na Sonae.", "a minha irmã aceitou uma proposta da Farfetch", "Sonae"),
    ("Trabalho na Sonae.", "devo aceitar a proposta da Farfetch?", "Sonae"),
    ("Moro em Lisboa.", "mudei do Porto para Lisboa há dez anos", "Lisboa"),
    # something else left, left for a moment, or left by someone else
    ("Uso Windows.", "deixei o carro na garagem", "Windows"),
    ("Uso o Notion.", "deixei o Notion aberto e perdi tudo", "Notion"),
    ("Uso o Notion.", "a minha chefe abandonou o Notion", "Notion"),
    ("Uso o Notion.", "devo deixar o Notion?", "Notion"),
    ("Uso Windows.", "o meu pai comprou um Mac", "Windows"),
    ("Tenho um iPhone 13.", "o meu irmão vendeu o carro e peguei a bicicleta dele", "iPhone"),
    # someone else's job, a job needed
    ("Sou contabilista.", "my wife is not an accountant anymore, she's a teacher", "contabilista"),
    ("Sou contabilista.", "I need an accountant for my mum, any tips?", "contabilista"),
    ("I'm an accountant.", "o meu irmão deixou de ser contabilista", "accountant"),
    # someone else's diet; a second pet; another language
    ("Sou vegetariana.", "a minha filha agora é só vegetariana", "vegetariana"),
    ("I'm vegan.", "my flatmate isn't vegan anymore, what do I cook for her?", "vegan"),
    ("I have a cat named Luna.", "we adopted a second cat, Miso, how do I introduce them?", "Luna"),
    ("Tenho uma gata chamada Mimi.", "adotámos outro gato, o Tareco", "Mimi"),
    ("I speak Spanish.", "I'm learning French too, any apps?", "Spanish"),
    ("Falo espanhol.", "comecei a aprender francês também", "espanhol"),
]


@pytest.mark.parametrize(("before", "after", "kept"), LOOK_ALIKES)
def test_a_look_alike_retires_nothing(before: str, after: str, kept: str) -> None:
    memories = _statuses(before, after)
    assert _holding(memories, kept) == ["active"], memories


# Something learnt or practised given up, with no new value: the old goal or skill is no longer current.
GIVEN_UP: list[tuple[str, str, str]] = [
    ("I'm learning Spanish.", "gave up on spanish, learning italian now", "Spanish"),
    ("I'm learning Spanish.", "I stopped learning Spanish, it wasn't for me", "Spanish"),
    ("I'm learning Spanish.", "I've given up on learning Spanish, too hard", "Spanish"),
    ("I play guitar.", "finally gave up on the guitar, my fingers hurt", "guitar"),
    ("Estou a aprender alemão.", "desisti do alemão, agora aprendo italiano", "alemão"),
    ("Estou a aprender alemão.", "deixei de aprender alemão", "alemão"),
    ("Estou a aprender alemão.", "parei de aprender alemão, não tinha tempo", "alemão"),
    ("Toco piano.", "desisti das aulas de piano", "piano"),
]


@pytest.mark.parametrize(("before", "after", "old"), GIVEN_UP)
def test_something_given_up_is_no_longer_current(before: str, after: str, old: str) -> None:
    memories = _statuses(before, after)
    assert _holding(memories, old) and "active" not in _holding(memories, old), memories


# Giving up almost, never, someone else's, or only asked about: the goal stays.
NOT_GIVEN_UP: list[tuple[str, str, str]] = [
    ("I'm learning Spanish.", "I almost gave up on spanish but kept going", "Spanish"),
    ("I'm learning Spanish.", "never gave up on spanish lol", "Spanish"),
    ("I'm learning Spanish.", "my son stopped learning Spanish, how do I motivate him?", "Spanish"),
    ("I'm learning Spanish.", "should I give up on spanish?", "Spanish"),
    ("I'm learning Spanish.", "we gave up on the camper project", "Spanish"),
    ("Estou a aprender alemão.", "a minha filha desistiu do alemão", "alemão"),
    ("Estou a aprender alemão.", "quase desisti do alemão, mas continuei", "alemão"),
    ("Estou a aprender alemão.", "desisti do ginásio, não tenho tempo", "alemão"),
]


@pytest.mark.parametrize(("before", "after", "kept"), NOT_GIVEN_UP)
def test_a_look_alike_gives_up_nothing(before: str, after: str, kept: str) -> None:
    memories = _statuses(before, after)
    assert _holding(memories, kept) == ["active"], memories


@pytest.mark.parametrize(
    ("key", "kind"),
    [
        ("environment/device/iphone 15 pro", "phone"),
        ("environment/device/redmi note 12", "phone"),
        ("environment/device/galaxy s24", "phone"),
        ("environment/device/galaxy tab s9", "tablet"),
        ("environment/device/galaxy watch 6", "watch"),
        ("environment/device/pixel buds pro", "earbuds"),
        ("environment/device/macbook air m3", "laptop"),
        ("environment/device/old thinkpad", "laptop"),
        ("environment/device/ipad", "tablet"),
        ("environment/device/kindle paperwhite", "e-reader"),
        ("environment/device/steam deck", "console"),
        ("environment/device/raspberry pi", None),
        ("environment/uses/iphone", None),
    ],
)
def test_devices_replace_one_another_by_kind(key: str, kind: str | None) -> None:
    assert device_kind(key) == kind
    assert rival_slot(key) == (f"environment/device/{kind}" if kind else None)


def test_a_work_device_is_a_slot_of_its_own() -> None:
    work = "environment/device/work laptop"
    assert rival_slot("environment/device/thinkpad", "User's work laptop is a ThinkPad") == work
    assert rival_slot("environment/device/dell latitude", "O portátil da empresa é um Dell Latitude") == work
    assert rival_slot("environment/device/dell", "User has a Dell") is None  # a maker of laptops and desktops
    assert rival_slot("environment/device/thinkpad", "User has a ThinkPad") == "environment/device/laptop"
    assert rival_slot("fact/home_city/leeds", "User works in Leeds") == "fact/home_city"


def test_a_device_named_again_less_precisely_is_the_same_device() -> None:
    assert same_thing("environment/device/phone", "iphone 15", "iphone")
    assert not same_thing("environment/device/phone", "iphone 15", "pixel 8")
    assert not same_thing("fact/home_city", "new york", "york")
    memories = _statuses("I have an iPhone 15 Pro.", "the app on my iPhone keeps crashing, how do I fix it?")
    assert _holding(memories, "iPhone 15") == ["active"], memories


def test_a_phone_named_less_precisely_then_replaced_leaves_only_the_newest() -> None:
    extractor = RuleExtractor()
    said = [
        ("c1", "I have an iPhone 11.", "2025-01-10T09:00:00Z"),
        ("c2", "the app on my iPhone keeps crashing", "2025-03-10T09:00:00Z"),
        ("c3", "just got a pixel 8, how do i move my photos?", "2025-06-10T09:00:00Z"),
    ]
    drafts = [d for cid, text, at in said for d in extractor.extract(_conversation(cid, text, at))]
    memories = [(str(m.status), m.content) for m in consolidate([draft_to_memory(d) for d in drafts]).memories]
    assert _holding(memories, "Pixel") == ["active"], memories
    assert _holding(memories, "iPhone") and "active" not in _holding(memories, "iPhone"), memories
