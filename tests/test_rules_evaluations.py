"""Tastes said by evaluating the thing (pamport.pipeline.extract.rules.evaluations), in English and Portuguese
(Brazilian and European), and look-alikes that must give nothing.

Every sentence here was written for this file (not taken from tests/extraction_eval), in frames the reader has no
pattern for: it is anchored on the evaluation ("keeps me sane", "é sagrado", "tastes like soap", "nem a pau") or on
the word that makes the user a devotee ("addict", "daft", "viciada em", "pessoa de"), not on the sentence's
opening. A case names the ``type/attribute`` its memory must reach (as consolidation keys it) and a word its object
must hold. Look-alikes (the assistant's answer or code, a passing circumstance, a person, a question, someone else's
taste, a hypothetical, a task, pasted text, a pronoun as the topic) must give no taste.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.pt_wording import render
from tests.rule_general import SENT_AT
from tests.rule_general import keys as _keys
from tests.rule_general import reads as _reads


def _ids(cases: list[tuple[str, str, str]]) -> list[str]:
    return [f"{t[:40]}-{slot}" for t, slot, _ in cases]


def _tastes(text: str) -> list[tuple[str, str, str]]:
    return [key for key in _keys(text) if key[0] in ("preference/likes", "preference/dislikes")]


# ---- a topic evaluated as something the user loves or cannot stand -----------------------------------------------

EVALUATED_EN: list[tuple[str, str, str]] = [
    ("rock climbing keeps me sane tbh", "preference/likes", "rock climbing"),
    ("my saturday parkrun is sacred, nobody books anything before 10", "preference/likes", "parkrun"),
    ("Sourdough baking has honestly saved my sanity this year", "preference/likes", "sourdough baking"),
    ("cold water swimming is my whole life now lol", "preference/likes", "cold water swimming"),
    ("radiohead are class, seen them 4 times", "preference/likes", "radiohead"),
    ("Bake Off never gets old, we watch every series", "preference/likes", "bake off"),
    ("morning pages are non-negotiable for me", "preference/likes", "morning pages"),
    ("crosswords get me through the commute", "preference/likes", "crosswords"),
    ("long train journeys are my favourite thing in the world", "preference/likes", "long train journeys"),
    ("olives taste like feet to me, sorry", "preference/dislikes", "olives"),
    ("Musicals are so overrated imo", "preference/dislikes", "musicals"),
    ("mayonnaise is vile, never put it near me", "preference/dislikes", "mayonnaise"),
    ("golf bores me to tears", "preference/dislikes", "golf"),
    ("horror films are a hard no for me", "preference/dislikes", "horror films"),
    ("karaoke is my idea of hell", "preference/dislikes", "karaoke"),
    ("pineapple on pizza is a crime", "preference/dislikes", "pineapple on pizza"),
    ("a strong black coffee is non-negotiable in the morning", "preference/likes", "black coffee"),
    ("Country music does nothing for me", "preference/dislikes", "country music"),
    ("sea swimming is good for the soul", "preference/likes", "sea swimming"),
    ("a long run clears my head like nothing else", "preference/likes", "long run"),
    ("reality tv is a no from me", "preference/dislikes", "reality tv"),
    ("raw onion makes me want to throw up", "preference/dislikes", "raw onion"),
]

EVALUATED_PT: list[tuple[str, str, str]] = [
    ("a corrida de manhã é o que me mantém viva", "preference/likes", "corrida"),
    ("o futebol às quartas é sagrado, ninguém marca nada", "preference/likes", "futebol"),
    ("crochê tem me salvado nessa fase, sério", "preference/likes", "crochê"),
    ("Samba é vida, cresci na quadra da escola", "preference/likes", "samba"),
    ("ler antes de dormir é a minha terapia", "preference/likes", "ler antes de dormir"),
    ("o fado sempre foi a minha paixão", "preference/likes", "fado"),
    ("praia pra mim é tudo", "preference/likes", "praia"),
    ("açaí com granola é bom demais kkk", "preference/likes", "açaí com granola"),
    ("quiabo pra mim tem gosto de sabão", "preference/dislikes", "quiabo"),
    ("fígado nem a pau, desde criança", "preference/dislikes", "fígado"),
    ("Reggaeton não é pra mim, prefiro MPB", "preference/dislikes", "reggaeton"),
    ("cerveja quente não desce", "preference/dislikes", "cerveja quente"),
    ("as novelas são uma seca, nunca consegui ver uma", "preference/dislikes", "novelas"),
    ("beterraba sabe a terra, não há volta a dar", "preference/dislikes", "beterraba"),
    ("sertanejo me dá nojo, sinceramente", "preference/dislikes", "sertanejo"),
    ("chocolate é a minha perdição", "preference/likes", "chocolate"),
    ("a corrida virou a minha terapia", "preference/likes", "corrida"),
    ("forró é o que há de melhor", "preference/likes", "forró"),
    ("chuchu não tem gosto de nada", "preference/dislikes", "chuchu"),
    ("uva passa no arroz é um crime", "preference/dislikes", "uva passa no arroz"),
    ("balada tô fora, prefiro um barzinho", "preference/dislikes", "balada"),
    ("tricô me acalma depois do trabalho", "preference/likes", "tricô"),
    ("trap não é a minha onda", "preference/dislikes", "trap"),
    ("o açaí daqui nunca decepciona", "preference/likes", "açaí"),
]


@pytest.mark.parametrize(("text", "slot", "word"), EVALUATED_EN + EVALUATED_PT, ids=_ids(EVALUATED_EN + EVALUATED_PT))
def test_an_evaluated_topic_is_a_taste(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


# ---- the user as a devotee of the topic ---------------------------------------------------------------------------

DEVOTEE_EN: list[tuple[str, str, str]] = [
    ("total sci-fi nerd here, recommend me something", "preference/likes", "sci-fi"),
    ("im a massive board game geek", "preference/likes", "board game"),
    ("self-confessed coffee snob, what grinder should i buy", "preference/likes", "coffee"),
    ("rugby daft since i was wee", "preference/likes", "rugby"),
    ("I'm a huge F1 fan", "preference/likes", "f1"),
    ("gadget junkie, always upgrading", "preference/likes", "gadget"),
    ("more of a mountains person than a beach one", "preference/likes", "mountains"),
    ("not a wine person really", "preference/dislikes", "wine"),
    ("football-mad since forever", "preference/likes", "football"),
]

DEVOTEE_PT: list[tuple[str, str, str]] = [
    ("viciada em café aqui, qual moedor compro?", "preference/likes", "café"),
    ("ando fissurado em xadrez", "preference/likes", "xadrez"),
    ("sou louca por pastel de nata", "preference/likes", "pastel de nata"),
    ("doido por churrasco, confesso", "preference/likes", "churrasco"),
    ("sou mais pessoa de campo", "preference/likes", "campo"),
    ("não sou pessoa de praia", "preference/dislikes", "praia"),
    ("palmeirense doente desde pequeno", "preference/likes", "palmeiras"),
    ("benfiquista fanático, claro", "preference/likes", "benfica"),
    ("tô vidrada em séries coreanas", "preference/likes", "séries coreanas"),
    ("confesso que tenho um fraco por doces de ovos", "preference/likes", "doces de ovos"),
    ("cara, tenho uma queda por carros antigos", "preference/likes", "carros antigos"),
    ("O Porto é a minha paixão desde miúdo", "preference/likes", "porto"),
]


@pytest.mark.parametrize(("text", "slot", "word"), DEVOTEE_EN + DEVOTEE_PT, ids=_ids(DEVOTEE_EN + DEVOTEE_PT))
def test_a_devotee_of_a_topic_likes_it(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


# ---- what nothing beats ------------------------------------------------------------------------------------------

UNBEATEN: list[tuple[str, str, str]] = [
    ("there's nothing like a cold pint after a long shift", "preference/likes", "cold pint"),
    ("nothing better than a sunday roast", "preference/likes", "sunday roast"),
    ("honestly nothing compares to a proper bagel", "preference/likes", "bagel"),
    ("Nothing quite like live jazz in a tiny bar", "preference/likes", "live jazz"),
    ("nada como um bom café pela manhã", "preference/likes", "café"),
    ("não há nada melhor que uma praia deserta", "preference/likes", "praia deserta"),
    ("nada supera um churrasco de domingo", "preference/likes", "churrasco"),
    ("Não existe nada como pão quentinho", "preference/likes", "pão quentinho"),
]


@pytest.mark.parametrize(("text", "slot", "word"), UNBEATEN, ids=_ids(UNBEATEN))
def test_what_nothing_beats_is_loved(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


UNBEATEN_LOOK_ALIKES = [
    "nothing like a deadline to focus the mind",
    "the room was nothing like the photos",
    "it's nothing like before",
    "there's nothing like that round here, is there?",
    "nada como antes",
    "nada melhor pra relaxar do que um banho quente?",
    "o hotel não era nada como nas fotos",
    "nada como você",
]


@pytest.mark.parametrize("text", UNBEATEN_LOOK_ALIKES)
def test_a_comparison_that_is_no_taste_gives_nothing(text: str) -> None:
    assert _tastes(text) == []


# ---- look-alikes: evaluations that are no taste of the user's ----------------------------------------------------

LOOK_ALIKES_EN = [
    "this answer is great",
    "the output is the worst, it keeps crashing",
    "your last reply was vile",
    "the weather is awful today",
    "the traffic is a nightmare",
    "my boss is the worst",
    "is jazz worth getting into?",
    "my son is obsessed with dinosaurs",
    "my wife is a total coffee snob",
    "if karaoke is my idea of hell, should i skip the party?",
    "write a bio for a chef who says pasta is sacred",
    'she texted me "golf bores me to tears"',
    "that is sacred to me",
    "it keeps me sane",
    "the code is vile, can you refactor it",
    "the hotel food is vile",
    "he's a recovering sugar addict",
    "i'm not a morning person",
    "Dave says swimming is sacred",
    "Dave is a coffee snob",
    "my therapist keeps me sane",
    "third person, present tense please",
    "the ending is the worst",
    "my cooking is the worst",
    "being single is the worst",
]

LOOK_ALIKES_PT = [
    "essa resposta é horrível",
    "o código tá uma seca de ler, pode melhorar?",
    "o trânsito hoje é um horror",
    "o meu chefe é o pior",
    "o futebol é sagrado pra você?",
    "o meu filho é viciado em dinossauros",
    "a minha irmã é louca por gatos",
    "se a corrida for a minha terapia, como começo?",
    "escreve um texto sobre um pescador para quem a pesca é sagrada",
    "isso é vida",
    "isto tem gosto de sabão",
    "o tempo está horrível",
    "ela é palmeirense doente",
    "sou louca pra ir a Lisboa",
    "o meu carro é a minha vida",
    "o Rui é a minha paixão",
    "os meus filhos são tudo pra mim",
    "ele tem um fraco por loiras",
    "Deus é tudo pra mim",
    "essa música é vida",
    "a minha avó diz que o fado é vida",
    "a comida do hotel é horrível",
    "o remédio me acalma",
    "o final é horrível",
    "ser solteira é o pior",
]


@pytest.mark.parametrize("text", LOOK_ALIKES_EN + LOOK_ALIKES_PT)
def test_an_evaluation_of_something_else_is_no_taste(text: str) -> None:
    assert _tastes(text) == []


# ---- wording and slot ---------------------------------------------------------------------------------------------


def test_what_nothing_beats_leaves_where_it_is_had() -> None:
    assert [obj for _, obj, _ in _tastes("Nothing quite like live jazz in a tiny bar")] == ["live jazz"]
    assert [obj for _, obj, _ in _tastes("nada como um mergulho no mar")] == ["mergulho"]


def test_an_evaluated_taste_reads_well_and_shares_the_slot_of_a_plain_one() -> None:
    said = [hit.finding for hit, _ in read_text("swimming keeps me sane", SENT_AT)]
    assert [(f.content, f.slot, f.value) for f in said] == [("User loves swimming", "preference.likes", "swimming")]
    plain = {(key, obj) for key, obj, _ in _keys("I love swimming")}
    assert {(key, obj) for key, obj, _ in _keys("swimming keeps me sane")} <= plain


def test_a_portuguese_evaluation_is_worded_in_the_users_variety_and_gender() -> None:
    said = [hit.finding for hit, _ in read_text("natação é o que me mantém sã", SENT_AT)]
    assert [f.content for f in said] == ["O usuário adora natação"]
    assert render(said[0].content, "f", "pt-BR") == "A usuária adora natação"
    assert render(said[0].content, "f", "pt-PT") == "A utilizadora adora natação"
    devotee = [hit.finding.content for hit, _ in read_text("viciada em café aqui", SENT_AT)]
    assert devotee == ["O usuário é viciado em café"]
    assert render(devotee[0], "f", "pt-PT") == "A utilizadora é viciada em café"
