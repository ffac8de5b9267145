"""English statements of the weakest kinds, said the many ways people type them, and look-alikes that must give
nothing.

Every sentence here was written for this file (not taken from tests/extraction_eval): for each kind, a statement
in lower case, with typos, in passing inside a request, in brackets, after "as a …" or "as someone who …", and
beside them sentences of the same shape that are not about the user (someone else's fact, a hypothetical, a
question, a task, pasted text). A case names the canonical ``type/attribute`` its memory must reach (as
consolidation keys it, see pamport.pipeline.slotkeys; ``*`` for any attribute of the type) and a word the object
or, failing that, the content must hold. Look-alikes must give no memory of the kind at all.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from tests.rule_general import SENT_AT
from tests.rule_general import keys as _keys
from tests.rule_general import reads_kind as _reads


def _kinds(text: str) -> set[str]:
    return {key.partition("/")[0] for key, _, _ in _keys(text)}


# (text, type/attribute, a word the memory holds)
CONTEXT: list[tuple[str, str, str]] = [
    ("recovering from knee surgery, what exercises are safe", "context/*", "knee surgery"),
    ("revising for the bar exam rn so keep it short", "context/*", "bar exam"),
    ("studying for my driving theory test, quiz me", "context/*", "theory test"),
    ("in the middle of moving flats so everything is in boxes", "context/*", "moving flats"),
    ("im going through a divorce and can't focus at work", "context/*", "divorce"),
    ("renovating our kitchen atm, tile ideas?", "context/*", "kitchen"),
    ("off work with a broken wrist, what can i do one-handed", "context/*", "broken wrist"),
    ("on a gap year in australia till september", "context/*", "gap year"),
    ("between jobs at the moment", "context/*", "between jobs"),
    ("house hunting in the suburbs, what should i look for", "context/*", "house hunting"),
    ("i'm doing dry january so no cocktail recipes", "context/*", "dry january"),
    ("my dissertation is due in april and i haven't started", "context/event", "dissertation"),
    ("as someone who's job hunting, which sites are worth it", "context/*", "job hunting"),
    ("just had a baby so sleep is a luxury", "relationship/*", "baby"),
    ("some ideas for easy dinners pls (trying for a baby so no alcohol)", "context/*", "baby"),
    ("i'm on crutches for 6 weeks, how do i shower lol", "context/*", "crutches"),
    ("caring for my mum who has dementia so time is tight", "context/*", "caring for"),
    ("i'm on nights this week, meal ideas?", "context/*", "nights"),
    ("on call all weekend ugh", "context/*", "on call"),
    ("we're on a tight budget this month", "context/*", "budget"),
    ("i start a new job on monday, how do i make a good impression", "context/event", "new job"),
    ("starting a new job next week", "context/event", "new job"),
    ("im in lisbon for work till friday, where should i eat", "context/travel", "lisbon"),
    ("we're in the process of adopting", "context/*", "adopting"),
    ("i'm a bridesmaid at my best friend's wedding in june", "context/event", "wedding"),
    ("i've got a wedding to go to next month, outfit ideas?", "context/event", "wedding"),
    ("we have a big family reunion coming up in august", "context/event", "reunion"),
]
CONTEXT_DECOYS: list[str] = [
    "my friend is recovering from surgery, what should i send her",
    "write a story about someone going through a divorce",
    "is house hunting harder in winter?",
    "if i were on a gap year where would you send me",
    "my brother is revising for his exams, any tips i can pass on",
    "my dissertation is on social media and anxiety in teens, can u suggest sources",
    "my son is on crutches, how do i help him up the stairs",
    "i'll be in meetings all day tomorrow",
    "how do i make a good impression when i start a new job?",
    "im in love with this song",
    "on call rotations are the worst",
    "i was a bridesmaid at my sister's wedding last year",
    "my best friend has a wedding to go to next month",
    "i'm off work today so lets plan the week",
]

PREFERENCES: list[tuple[str, str, str]] = [
    ("true crime podcasts are my thing, recommend a few", "preference/likes", "true crime"),
    ("spicy food isn't really my thing so go easy on the chilli", "preference/dislikes", "spicy food"),
    ("horror is not my cup of tea", "preference/dislikes", "horror"),
    ("pickles are my weakness lol", "preference/likes", "pickles"),
    ("i'm a bit of a coffee snob, which grinder should i get", "preference/likes", "coffee"),
    ("im a total gym junkie", "preference/likes", "gym"),
    ("i'm a chocoholic, healthy swaps?", "preference/likes", "chocolate"),
    ("i listen to a lot of lo-fi while working", "preference/likes", "lo-fi"),
    ("i watch loads of anime, whats similar to frieren", "preference/likes", "anime"),
    ("i'm a big reader of fantasy, mostly sanderson", "preference/likes", "fantasy"),
    ("i don't do spicy, keep it mild", "preference/avoids", "spicy"),
    ("i avoid gluten when i can", "preference/avoids", "gluten"),
    ("i'm not much of a drinker so skip the wine pairing", "preference/avoids", "alcohol"),
    ("i'm not really a gamer", "preference/dislikes", "gaming"),
    ("as someone who hates cilantro what salsa can i make", "preference/dislikes", "coriander"),
    ("i do bjj twice a week", "preference/likes", "bjj"),
    ("we do parkrun every saturday", "preference/likes", "parkrun"),
    ("i sing in a choir, how do i warm up my voice", "preference/likes", "singing"),
    ("i have a soft spot for old westerns", "preference/likes", "westerns"),
    ("i've got a sweet tooth, healthier desserts?", "preference/likes", "sweet"),
    ("i can't do mushrooms, the texture gets me", "preference/avoids", "mushrooms"),
    ("i'm big on sustainability so secondhand ideas pls", "preference/likes", "sustainability"),
    ("never been a fan of musicals", "preference/dislikes", "musicals"),
    ("i've always loved astronomy", "preference/likes", "astronomy"),
    ("i've never liked olives", "preference/dislikes", "olives"),
    ("i'm obsessed w/ true crime", "preference/likes", "true crime"),
    ("i'm more of a tea drinker tbh", "preference/likes", "tea"),
    ("nothing beats a good curry on a friday", "preference/likes", "curry"),
    ("i'm partial to a bit of cheese", "preference/likes", "cheese"),
    ("i don't really like horror films", "preference/dislikes", "horror"),
    ("i've recently gotten into bouldering, beginner tips?", "preference/likes", "bouldering"),
    ("i got really into chess during lockdown", "preference/likes", "chess"),
]
PREFERENCE_DECOYS: list[str] = [
    "this is my thing, don't touch it",
    "work is my passion apparently, according to my boss",
    "my husband can't stand mushrooms, what can i use instead",
    "do you listen to a lot of jazz?",
    "i listen to my body when i train",
    "i watch my kids on weekends so mornings are tricky",
    "if i hated coffee what would you suggest",
    "my daughter is a chocoholic, gift ideas?",
    "my mum has a soft spot for westerns",
    "can i do mushrooms in an air fryer?",
    "i can't drink tonight, i'm driving",
    "i've always wondered how planes fly",
    "i read mostly the docs",
    "i'm not much of a planner",
    "i got into trouble at work today",
    "i got into uni!!",
    "nothing beats this answer",
    "my dad doesn't really like horror films",
]

SKILLS: list[tuple[str, str, str]] = [
    ("i can get by in italian but my grammar is bad", "skill/speaks", "italian"),
    ("i have basic german, is that enough for a job there", "skill/speaks", "german"),
    ("my french is pretty rusty", "skill/speaks", "french"),
    ("twi is my first language", "skill/speaks", "twi"),
    ("my first language is polish", "skill/speaks", "polish"),
    ("i'm a brown belt in judo", "skill/knows", "judo"),
    ("i know how to sew, just never made a dress", "skill/knows", "sew"),
    ("i can cook pretty well", "skill/knows", "cook"),
    ("i'm certified in first aid", "skill/knows", "first aid"),
    ("i've got my hgv licence", "skill/knows", "hgv"),
    ("i'm a cellist in a youth orchestra", "skill/plays", "cello"),
    ("i'm a keen amateur pianist", "skill/plays", "piano"),
    ("10 years of java experience, how do i pivot to rust", "skill/knows", "java"),
    ("i write mostly typescript at work", "skill/*", "typescript"),
    ("i'm fluent in python", "skill/knows", "python"),
    ("i can read music", "skill/knows", "read music"),
    ("i'm a native speaker of portuguese", "skill/speaks", "portuguese"),
    ("i grew up speaking urdu and english", "skill/speaks", "urdu"),
]
SKILL_DECOYS: list[str] = [
    "can i get by in italy with english?",
    "my french teacher is great",
    "i can cook dinner tonight if you give me a recipe",
    "i can draw a diagram if that helps",
    "is my german good enough?",
    "my son is a black belt in karate",
    "how long does it take to get a pilot's licence?",
    "i'm fluent in sarcasm",
    "i'm a black belt in procrastination",
    "i have 3 years of experience, is that enough",
]

ENVIRONMENT: list[tuple[str, str, str]] = [
    ("using obsidian for notes, how do i link pages", "environment/uses", "obsidian"),
    ("using logseq as my second brain, how do i set up templates", "environment/uses", "logseq"),
    ("i use firefox, is there a good tab manager", "environment/uses", "firefox"),
    ("i use bitwarden for passwords", "environment/uses", "bitwarden"),
    ("i'm a firefox user", "environment/*", "firefox"),
    ("my thinkpad is running ubuntu 22.04", "environment/os", "ubuntu"),
    ("i have an android phone", "environment/*", "android"),
    ("i work in jupyter notebooks mostly", "environment/*", "jupyter"),
    ("i do my budgeting in ynab", "environment/uses", "ynab"),
    ("i keep all my notes in notion, how do i make a template", "environment/uses", "notion"),
    ("i edit my videos in davinci resolve", "environment/uses", "davinci"),
    ("i track my runs on strava", "environment/uses", "strava"),
    ("my notion workspace is a mess, help me organise it", "environment/uses", "notion"),
    ("my vscode settings keep resetting", "environment/editor", "vs code"),
    ("my django project won't start after the upgrade", "environment/uses", "django"),
    ("i'm on a pc so ctrl not cmd", "environment/device", "pc"),
    ("i have a windows laptop for work", "environment/*", "windows"),
]
ENVIRONMENT_DECOYS: list[str] = [
    "using pandas, how do i merge two dataframes",
    "using the formula above, what's the answer",
    "is using obsidian worth it?",
    "my wife uses firefox",
    "write a guide for using logseq",
    "if i used linux would this work",
    "do you track runs on strava?",
    "my husband keeps all his notes in notion",
    "my friend's obsidian vault is huge",
    "my python project won't start",
    "i take all my notes by hand",
]

GOALS: list[tuple[str, str, str]] = [
    ("saving up for a house deposit, how much should i put away monthly", "goal/*", "house deposit"),
    ("saving for a new car", "goal/*", "car"),
    ("i really want to learn to surf", "goal/*", "surf"),
    ("retraining as a plumber at 40", "goal/achieve", "plumber"),
    ("im studying to become a nurse", "goal/achieve", "nurse"),
    ("i'm doing an access course to become a midwife", "goal/achieve", "midwife"),
    ("i'm determined to run a sub-4 marathon", "goal/*", "marathon"),
    ("one day i'd love to open a bakery", "goal/*", "bakery"),
    ("a trip to iceland is on my bucket list", "goal/*", "iceland"),
    ("new year's resolution: read more", "goal/*", "read more"),
    ("i'm looking to move into data science", "goal/*", "data science"),
    ("my target is to hit 100kg bench by summer", "goal/*", "100kg"),
    ("i'm trying to drink more water", "goal/*", "water"),
    ("i've signed up for the brighton marathon, training plan?", "goal/*", "brighton marathon"),
    ("just entered my first triathlon", "goal/*", "triathlon"),
    ("i registered for an evening class in pottery", "goal/*", "pottery"),
]
GOAL_DECOYS: list[str] = [
    "saving this for later",
    "my sister is saving up for a car",
    "my son really wants to learn piano",
    "do you want to learn french?",
    "is retraining as a plumber worth it?",
    "is a trip to iceland worth it?",
    "that's on my bucket list too haha",
    "my son signed up for a marathon",
    "i signed up for netflix again",
    "i'm looking to see if this works",
    "my target audience is teenagers",
    "i entered the wrong password three times",
    "i entered the competition and lost",
]

FACTS: list[tuple[str, str, str]] = [
    ("i'm a barista at starbucks, how do i ask for a raise", "fact/employer", "starbucks"),
    ("i work for the nhs as a porter", "fact/employer", "nhs"),
    ("i'm a civil servant", "fact/job_title", "civil servant"),
    ("i'm a phlebotomist, any tips for nervous patients", "fact/job_title", "phlebotomist"),
    ("i'm an arborist so i'm outdoors all day", "fact/job_title", "arborist"),
    ("i have high cholesterol, breakfast ideas?", "fact/health", "cholesterol"),
    ("i have carpal tunnel so typing hurts", "fact/health", "carpal tunnel"),
    ("as someone with adhd, how do i focus", "fact/health", "adhd"),
    ("i'm from brazil originally", "fact/hometown", "brazil"),
    ("i'm a londoner, where should i take visitors", "fact/hometown", "london"),
    ("i study at ucl", "fact/school", "ucl"),
    ("i'm in my second year at uni, budgeting tips?", "fact/job_title", "student"),
    ("i'm in year 12 and need help with revision", "fact/job_title", "student"),
    ("im in my 2nd year at med school", "fact/field_of_study", "medicine"),
    ("my car is a 2017 vw golf, what oil does it take", "fact/car", "golf"),
    ("peanuts give me hives so nothing with nuts", "fact/allergy", "peanuts"),
    ("shellfish allergy here, is this paella ok", "fact/allergy", "shellfish"),
    ("i have a dairy intolerance", "fact/health", "lactose"),
    ("i'm intolerant to lactose", "fact/health", "lactose"),
    ("diagnosed with adhd last year, any study tips", "fact/health", "adhd"),
    ("i'm on the autism spectrum so please be literal", "fact/health", "autism"),
    ("i'm from a small village in cornwall", "fact/hometown", "cornwall"),
    ("i live in a small town near york", "fact/home_city", "york"),
    ("i work in a hospital as a porter", "fact/job_title", "porter"),
]
FACT_DECOYS: list[str] = [
    "my dad is a civil servant",
    "i met a barista at starbucks yesterday",
    "what does a phlebotomist do?",
    "if i worked for the nhs would i get a pension",
    "my sister has high cholesterol",
    "my wife is a londoner",
    "i study at night mostly",
    "i study at the library",
    "i'm in my third year of marriage",
    "my daughter is in year 12",
    "my husband's car is a tesla",
    "it gives me hives just thinking about it",
    "my son was diagnosed with adhd last year",
    "i'm intolerant to people who chew loudly",
]


@pytest.mark.parametrize(("text", "slot", "word"), CONTEXT, ids=[t[:40] for t, _, _ in CONTEXT])
def test_situation_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CONTEXT_DECOYS, ids=[t[:40] for t in CONTEXT_DECOYS])
def test_situation_look_alike_gives_nothing(text: str) -> None:
    assert "context" not in _kinds(text), _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), PREFERENCES, ids=[t[:40] for t, _, _ in PREFERENCES])
def test_taste_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PREFERENCE_DECOYS, ids=[t[:40] for t in PREFERENCE_DECOYS])
def test_taste_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), SKILLS, ids=[t[:40] for t, _, _ in SKILLS])
def test_skill_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", SKILL_DECOYS, ids=[t[:40] for t in SKILL_DECOYS])
def test_skill_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), ENVIRONMENT, ids=[t[:40] for t, _, _ in ENVIRONMENT])
def test_tool_or_device_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", ENVIRONMENT_DECOYS, ids=[t[:40] for t in ENVIRONMENT_DECOYS])
def test_tool_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), GOALS, ids=[t[:40] for t, _, _ in GOALS])
def test_goal_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", GOAL_DECOYS, ids=[t[:40] for t in GOAL_DECOYS])
def test_goal_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), FACTS, ids=[t[:40] for t, _, _ in FACTS])
def test_fact_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", FACT_DECOYS, ids=[t[:40] for t in FACT_DECOYS])
def test_fact_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


def test_a_field_after_a_job_is_no_town() -> None:
    """ "a postdoc in neuroscience" names what the user works on, not where they live."""
    keys = _keys("i'm a postdoc in neuroscience")
    assert ("fact/job_title", "postdoc", "user is a postdoc") in keys
    assert not any(key == "fact/home_city" for key, _, _ in keys)


def test_a_place_word_is_no_employer_in_lower_case() -> None:
    for text in ("i'm a nurse at the local hospital", "i work at night", "i'm a teacher at a primary school"):
        assert not any(key == "fact/employer" for key, _, _ in _keys(text)), text


def test_wording_stays_clean() -> None:
    """Third person, a capital only for names, and nothing of the request kept."""
    contents = {content for _, _, content in _keys("True crime podcasts are my thing")}
    assert contents == {"user says true crime podcasts are their thing"}
    found = [hit.finding.content for hit, _ in read_text("i work for the nhs as a porter", SENT_AT)]
    assert "User works at NHS" in found
    found = [hit.finding.content for hit, _ in read_text("my thesis is due in april", SENT_AT)]
    assert found == ["User has a thesis coming up"]


def test_a_device_named_after_my_work_is_the_device_only() -> None:
    """ "all my notes on an ipad" names a device (one memory), not an app the notes are kept in."""
    keys = _keys("i take all my notes on an ipad")
    assert [key for key, _, _ in keys] == ["environment/device"]
