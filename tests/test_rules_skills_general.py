"""Skills said the many ways people tell an assistant about them, in English and Portuguese (both varieties).

Written by kind of phrasing rather than from any evaluation message: a level ("decent at", "fluent in", "sou boa
em", "sou craque em"), a language, an instrument and how long, a certificate or a belt, something learned alone
("taught myself", "aprendi sozinha a"), a knack ("tenho jeito para"), said in brackets, after "as a"/"como", before
a request. A case names the canonical slot (``skill/speaks``, ``skill/plays``, ``skill/knows``) and a word its
object must contain; a look-alike (someone else's skill, a wish, a question, a joke about oneself, "good at best")
must give nothing.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.extractor import _worded
from tests.rule_keys import SENT_AT, slot_keys


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in _worded(text, read_text(text, SENT_AT))]

# (message, "type/attribute", a word of the canonical object)
CASES: list[tuple[str, str, str]] = [
    # --- English
    ("i'm decent at photoshop but rubbish at illustrator", 'skill/knows', 'photoshop'),
    ("I'm fluent in Spanish and German", 'skill/speaks', 'german'),
    ('i can code in python and a bit of rust', 'skill/knows', 'python'),
    ('been playing guitar for 10 years, any tips for learning jazz chords?', 'skill/plays', 'guitar'),
    ("I'm pretty good at chess", 'skill/knows', 'chess'),
    ('i speak mandarin fluently', 'skill/speaks', 'mandarin'),
    ("i'm good with excel, pivot tables etc", 'skill/knows', 'excel'),
    ('i know SQL pretty well', 'skill/knows', 'sql'),
    ('i can read music', 'skill/knows', 'read music'),
    ("i'm bilingual in english and french", 'skill/speaks', 'french'),
    ("I'm a native Portuguese speaker", 'skill/speaks', 'portuguese'),
    ("I'm proficient in AutoCAD and Revit", 'skill/knows', 'autocad'),
    ('i know my way around a spreadsheet', 'skill/knows', 'spreadsheet'),
    ("i'm a decent cook", 'skill/knows', 'cooking'),
    ("i'm handy with power tools", 'skill/knows', 'power tools'),
    ("i'm a black belt in judo", 'skill/knows', 'judo'),
    ("i'm an expert in machine learning", 'skill/knows', 'machine learning'),
    ("i'm really good at mental maths", 'skill/knows', 'mental maths'),
    ("i've got a first aid certificate", 'skill/knows', 'first aid'),
    ('I taught myself Blender last year', 'skill/knows', 'blender'),
    ('taught myself to code during lockdown', 'skill/knows', 'code'),
    ('i hold a diploma in counselling', 'skill/knows', 'counselling'),
    ('i have a PADI open water certification', 'skill/knows', 'padi open water'),
    ('my german is pretty rusty', 'skill/speaks', 'german'),
    ('as a fluent french speaker, can you check this?', 'skill/speaks', 'french'),
    ('i play the piano (grade 8)', 'skill/plays', 'piano'),
    ("I'm AWS certified", 'skill/knows', 'aws'),
    ("i'm a competent swimmer", 'skill/knows', 'swimming'),
    ("i'm great at public speaking, help me with a toast", 'skill/knows', 'public speaking'),
    ("(i'm pretty handy with a sewing machine) what fabric for a tote bag?", 'skill/knows', 'sewing machine'),
    ("I have 10 years of experience in data analysis", "skill/knows", "data analysis"),
    ("I have some experience with Figma, could I freelance?", "skill/knows", "figma"),
    # --- Portuguese (Brazil and Portugal)
    ('sei tocar violão desde os 12 anos', 'skill/plays', 'guitar'),
    ('tenho jeito para desenho', 'skill/knows', 'desenho'),
    ('sou boa em matemática', 'skill/knows', 'matematica'),
    ('sou bom em Excel, me ajuda com uma fórmula?', 'skill/knows', 'excel'),
    ('toco piano há 20 anos', 'skill/plays', 'piano'),
    ('sou fluente em espanhol', 'skill/speaks', 'spanish'),
    ('domino o Photoshop', 'skill/knows', 'photoshop'),
    ('sou certificada em gestão de projetos', 'skill/knows', 'gestao de projetos'),
    ('sou autodidata em programação', 'skill/knows', 'programacao'),
    ('tenho o C1 de inglês', 'skill/speaks', 'english'),
    ('percebo bastante de vinhos', 'skill/knows', 'vinhos'),
    ('manjo de marcenaria', 'skill/knows', 'marcenaria'),
    ('sei costurar à máquina', 'skill/knows', 'costurar'),
    ('falo fluentemente francês', 'skill/speaks', 'french'),
    ('sou craque em planilhas', 'skill/knows', 'planilhas'),
    ('me viro bem no inglês', 'skill/speaks', 'english'),
    ('sou especialista em SEO', 'skill/knows', 'seo'),
    ('sou faixa preta de karatê', 'skill/knows', 'karate'),
    ('aprendi sozinha a programar em JavaScript', 'skill/knows', 'javascript'),
    ('como falante nativo de inglês, corrige isto', 'skill/speaks', 'english'),
    ('sei nadar muito bem', 'skill/knows', 'swimming'),
    ('tenho muito jeito com plantas, que vasos compro?', 'skill/knows', 'plantas'),
    ("tenho experiência com Figma", "skill/knows", "figma"),
    ("tenho 5 anos de experiência em vendas", "skill/knows", "vendas"),
    ("programo em Python há 8 anos", "skill/knows", "python"),
    ("trabalho com marketing digital há 10 anos", "skill/knows", "marketing digital"),
]

LOOKALIKES: list[str] = [
    # --- English
    'i wish i was good at maths',
    'she is fluent in french',
    'my son is really good at chess',
    'can you speak german?',
    "I'm not good at this, can you explain again?",
    "I'm good, thanks",
    "i'm good at procrastinating haha",
    "i'm decent at best",
    "i'm comfortable with either",
    "i'm great at sleeping lol",
    'i have a birth certificate, how do I get a passport?',
    'i taught myself everything',
    # --- Portuguese
    'quem me dera ser boa em matemática',
    'o meu filho é muito bom em xadrez',
    'você fala alemão?',
    'ela é fluente em francês',
    'não sou bom nisto, explica outra vez',
    'sou boa em tudo kkk',
    'sou bom em procrastinar',
    'ele toca guitarra há 10 anos?',
]

# (message, every memory's content, in order)
WORDING: list[tuple[str, list[str]]] = [
    ("I'm AWS certified", ["User is AWS certified"]),
    ("I taught myself Blender last year", ["User taught themselves Blender"]),
    ("i've got a first aid certificate", ["User has a first aid certificate"]),
    ("as a fluent french speaker, can you check this?", ["User is a fluent French speaker"]),
    ("i know SQL pretty well", ["User knows SQL pretty well"]),
    ("sou boa em matemática", ["A usuária é boa em matemática"]),
    ("sou bom em matemática", ["O usuário é bom em matemática"]),
    ("aprendi sozinha a programar em JavaScript", ["O usuário aprendeu por conta própria a programar em JavaScript"]),
    ("tenho jeito para desenho", ["O usuário tem jeito para desenho"]),
    ("sou faixa preta de karatê", ["O usuário é faixa preta de karatê"]),
    ("como falante nativa de inglês, corrige isto", ["O usuário fala inglês como língua materna"]),
]


@pytest.mark.parametrize(("text", "attribute", "word"), CASES, ids=[c[0][:40] for c in CASES])
def test_statement(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys
    assert all(k.startswith(attribute + "/") for k in keys), keys  # nothing else read from the same words


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_gives_nothing(text: str) -> None:
    assert slot_keys(text) == []


@pytest.mark.parametrize(("text", "said"), WORDING, ids=[w[0][:40] for w in WORDING])
def test_wording(text: str, said: list[str]) -> None:
    assert _contents(text) == said


#: Paraphrases of one skill: one canonical key, so that consolidation merges them.
PARAPHRASES: list[tuple[str, str]] = [
    ("I'm pretty good at chess", "i'm decent at chess, any openings to learn?"),
    ("i'm an expert in machine learning", "I'm really good at machine learning"),
    ("falo fluentemente francês", "sou fluente em francês"),
    ("sou boa em matemática", "sou craque em matemática"),
    ("i know SQL pretty well", "i'm proficient in SQL"),
    ("I'm fluent in German", "my german is pretty rusty"),
    ("I have some experience with Figma", "I have 3 years of experience with Figma"),
    ("tenho experiência com Figma", "tenho 2 anos de experiência com Figma"),
]


@pytest.mark.parametrize(("one", "other"), PARAPHRASES, ids=[p[0][:40] for p in PARAPHRASES])
def test_paraphrases_share_a_key(one: str, other: str) -> None:
    assert slot_keys(one) == slot_keys(other) != []


#: Notes for the user's own profile, one short line each, under a request to polish them: each line is read as the
#: user's (a profile of someone else, or prose handed over, is not).
PROFILE_NOTES: list[tuple[str, list[str]]] = [
    ("short bio for the club newsletter please:\n- Dana Price\n- keen gardener\n- bass in the worship band",
     ["preference/likes/gardening", "skill/plays/bass"]),
    ("tidy up my linkedin summary:\n- data analyst, 6 yrs\n- fluent in Spanish and Portuguese",
     ["skill/speaks/spanish", "skill/speaks/portuguese"]),
    ("make my dating profile sound less boring:\n- avid cyclist\n- German speaker (conversational)",
     ["preference/likes/cycling", "skill/speaks/german"]),
    ("lista pro meu perfil profissional, melhora o texto:\n- fluente em Libras\n- especialista em marketing digital",
     ["skill/speaks/libras", "skill/knows/marketing digital"]),
    ("melhora a minha bio do insta:\n- faixa preta de judo\n- apaixonada por fotografia",
     ["skill/knows/judo", "preference/likes/photography"]),
    ("- violin in the community orchestra", ["skill/plays/violin"]),
    ("- native Italian speaker", ["skill/speaks/italian"]),
]
NOT_MY_PROFILE: list[str] = [
    "write a short bio for my friend Tom:\n- nurse\n- keen gardener\n- fluent in Spanish",
    "short bio for our new vicar please:\n- Sam Jones\n- keen gardener\n- bass in the worship band",
    "melhora a bio da minha irmã:\n- fluente em inglês\n- apaixonada por fotografia",
    "proofread my cover letter:\nI am fluent in Spanish and I have a real passion for languages and for people.",
]


@pytest.mark.parametrize(("text", "keys"), PROFILE_NOTES, ids=[p[0][:40] for p in PROFILE_NOTES])
def test_profile_notes_are_the_users(text: str, keys: list[str]) -> None:
    found = slot_keys(text)
    assert all(key in found for key in keys), found


@pytest.mark.parametrize("text", NOT_MY_PROFILE)
def test_someone_elses_profile_gives_nothing(text: str) -> None:
    assert slot_keys(text) == []
