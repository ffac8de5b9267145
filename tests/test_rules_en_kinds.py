"""English statements as people type them, by kind of phrasing, and look-alikes that must give nothing.

Each kind (a condition said in passing, a pet "called" something, "X is my fav …", a change of job …) has three
or more sentences of its own, none taken from the evaluation set in tests/extraction_eval, and decoys of the same
shape: a question, a hypothetical, someone else, a task. A case names the slot attribute and a word its value
must hold, or (for memories without a slot) a phrase the content must hold, so that wording can improve without
rewriting the cases.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text

SENT_AT = "2025-03-12T10:00:00Z"


def _findings(text: str) -> list[tuple[str | None, str | None, str]]:
    return [(hit.finding.slot, hit.finding.value, hit.finding.content) for hit, _ in read_text(text, SENT_AT)]


def _has(text: str, slot: str, word: str) -> bool:
    """A finding of ``slot`` (or, for ``content``, any finding) whose value or content holds ``word``."""
    for found_slot, value, content in _findings(text):
        if slot == "content" and word.lower() in content.lower():
            return True
        if found_slot == slot and word.lower() in (value or content).lower():
            return True
    return False


# (text, slot, a word its value holds) — slot "content" checks the memory's wording instead.
STATEMENTS: list[tuple[str, str, str]] = [
    # engine: a message is "typed without capitals" even with a shouted word or a phone-capitalised "I"
    ("my gf rosie keeps stealing my hoodies, it's SO annoying", "relationship.partner", "Rosie"),
    ("our dog mochi keeps barking at the postman, how do I stop it", "relationship.pet", "Mochi"),
    ("my cat bean knocked my plant over AGAIN", "relationship.pet", "Bean"),
    ("my brother Élio is coming over", "content", "brother is named Élio"),
    # a place with its wider place in brackets
    ("i live in fallowfield (manchester) and the heating in our house is broken", "fact.home_city", "manchester"),
    ("I live in Headingley (Leeds), any good gyms?", "fact.home_city", "Leeds"),
    ("we live in clontarf (dublin) so the dart is handy", "fact.home_city", "dublin"),
    # a lasting condition: "I have X", "i get X", "with my X, …", "being X", "still nursing X"
    ("I've had asthma since I was a kid, can I still scuba dive?", "fact.health", "asthma"),
    ("i have adhd so long lectures are a nightmare", "fact.health", "ADHD"),
    ("I suffer from migraines, is screen time making it worse?", "fact.health", "migraines"),
    ("i get bad eczema every winter, which moisturiser is best", "fact.health", "eczema"),
    ("With my bad back, what's a good office chair?", "fact.health", "bad back"),
    ("w my ibs i can't do spicy food, suggest a mild curry", "fact.health", "IBS"),
    ("Given my type 1 diabetes, how do I plan carbs for a marathon?", "fact.health", "type 1 diabetes"),
    ("being asthmatic, is running in the cold a bad idea?", "fact.health", "asthma"),
    ("I'm type 2 diabetic, can I still eat bananas?", "fact.health", "type 2 diabetes"),
    ("I'm still nursing a dodgy knee from skiing, any low-impact workouts?", "fact.health", "dodgy knee"),
    ("got diagnosed with endometriosis in may, how do I explain it at work", "fact.health", "endometriosis"),
    ("I wear hearing aids, which headphones work with them?", "fact.health", "hearing aids"),
    ("smoothie ideas pls (allergic to shellfish)", "fact.allergy", "shellfish"),
    # diets, also for "we", and what the user does not eat or drink
    ("I'm veggie, so no gelatine in the dessert please", "preference.diet", "vegetarian"),
    ("we're both vegan, what should we cook for christmas", "preference.diet", "vegan"),
    ("We are all pescatarian in this house", "preference.diet", "pescatarian"),
    ("since i'm plant-based, where do i get b12?", "preference.diet", "vegan"),
    ("i don't drink, what can i order at a bar", "preference.avoids", "alcohol"),
    ("I'm teetotal so suggest some mocktails", "preference.avoids", "alcohol"),
    ("I gave up caffeine in january, how long do the headaches last?", "preference.avoids", "caffeine"),
    ("I don't eat pork, swap it for something else in the recipe", "preference.avoids", "pork"),
    ("Given I've cut out sugar, what can I have with my tea?", "preference.avoids", "sugar"),
    # a manner said as an adverb is the style it names
    ("u can talk to me informally, i hate stiff answers", "instruction.style", "informal"),
    ("Please explain things simply, I'm not technical.", "instruction.style", "simple"),
    ("answer briefly from now on", "instruction.style", "brief"),
    # the system or device the user is on, whatever the phrasing
    ("got rid of the old laptop, I'm on a macbook pro now, where's the task manager", "environment.os", "macOS"),
    ("my laptops on windows, how do i stop it restarting", "environment.os", "Windows"),
    ("My work PC runs Ubuntu 22.04 and the wifi keeps dropping", "environment.os", "Ubuntu"),
    ("i'm on linux mint at home, how do i install steam", "environment.os", "Linux Mint"),
    ("i read everything on a kindle, which one has the best screen", "environment.device", "Kindle"),
    ("I do all my banking on my iPhone, is that safe?", "environment.device", "iPhone"),
    ("i take all my notes on an ipad, is goodnotes better", "environment.device", "iPad"),
    # "been learning X for …" is a skill already
    ("been learning korean for a year, i can order food now lol", "skill.speaks", "Korean"),
    ("I've been learning the cello for three years, which pieces are grade 5?", "skill.plays", "cello"),
    ("i've been learning japanese since 2021", "skill.speaks", "Japanese"),
    # a pet or relative introduced with "called"/"named"
    ("we've got a cockapoo called Alfie who eats socks", "relationship.pet", "Alfie"),
    ("I have a cat named Miso and she hates the hoover", "relationship.pet", "Miso"),
    ("we just adopted a greyhound called Rocket, how long till he settles?", "relationship.pet", "Rocket"),
    ("i have a little brother named theo, what lego is good for a 7 year old", "content", "brother is named Theo"),
    # how many children or grandchildren, also for "we"
    ("We have two kids and four grandkids, so a big table is a must", "relationship.grandchildren", "4"),
    ("we've got three children under five, send help", "relationship.children", "3"),
    ("I've got two daughters and a son", "relationship.children", "2"),
    # the user and someone else as one subject ("me and my wife", "Sam and I", "my bf and i")
    ("me and my husband just had twins, how do we survive the nights", "relationship.children", "twins"),
    ("my gf and i live in bristol, cheap date ideas?", "fact.home_city", "Bristol"),
    ("Jo and I are getting married in June!", "context.event", "wedding"),
    ("we're getting married next spring, where do we start", "context.event", "wedding"),
    ("me and dan split up last month so i'm single again", "relationship.status", "single"),
    ("Me and Priya broke up, how do I stop texting her", "relationship.status", "single"),
    # a family role ("a mum of two", "as a grandad …")
    ("i'm a mum of two and work full time, quick dinners pls", "relationship.status", "parent"),
    ("As a grandmother of three, what board games are fun for all ages?", "relationship.status", "grandparent"),
    ("I'm a new dad, how do I get a baby to sleep?", "relationship.status", "parent"),
    # handedness in passing
    ("as a lefty i smudge everything i write, which pens dry fastest", "identity.handedness", "left"),
    ("As a left-hander I always knock elbows at dinner", "identity.handedness", "left"),
    ("I'm a lefty, which scissors should I buy?", "identity.handedness", "left"),
    # travelling somewhere
    ("We're off to Crete for a week in June, what should we pack?", "context.travel", "Crete"),
    ("I'm heading to Tokyo next month for work, any tips on jet lag", "context.travel", "Tokyo"),
    ("I'm flying to Lisbon on friday, is the metro easy from the airport?", "context.travel", "Lisbon"),
]

DECOYS: list[str] = [
    "my dog food is running out, what brand is cheapest",
    "should I move to Didsbury (Manchester) or stay in Leeds?",
    "my friend lives in Roundhay (Leeds) and loves it",
    # conditions that are someone else's, asked about, supposed, or a passing worry
    "my son has asthma, what inhaler should he use",
    "if I had diabetes would I know?",
    "do I have ADHD or am I just disorganised?",
    "I have a friend with ADHD who wants to study medicine",
    "with my brother's adhd, how do we plan the trip",
    "I have anxiety about tomorrow's exam",
    "write a blog post about living with migraines",
    # diets and abstentions of others, asked or supposed
    "my sister is vegan, what do I cook for her?",
    "should I go vegetarian for a month?",
    "if I gave up sugar would I lose weight?",
    "do I drink too much coffee?",
    "my dad doesn't drink alcohol, what do I get him for christmas",
    "I don't drink enough water, any tips?",
    # devices that are not the user's, or not used by them
    "I spilled tea on my MacBook, what do I do",
    "my friend reads everything on a kindle",
    "should I take my notes on an ipad?",
    "my dad's laptop runs windows xp still lol",
    "I read about it on an iPad forum",
    # relatives, weddings and trips of other people, asked about, or supposed
    "my sister just had a baby girl!",
    "my parents are off to Spain next week",
    "should we go to Lanzarote or Tenerife?",
    "if we're getting married next year should we save now?",
    "write a toast for my friend's wedding, she's getting married in May",
    "my mum has two cats named after the Beatles",
    "i'm going to make dinner now",
    "what if me and my wife had twins",
]


@pytest.mark.parametrize(("text", "slot", "word"), STATEMENTS, ids=[t[:40] for t, _, _ in STATEMENTS])
def test_statement_is_read(text: str, slot: str, word: str) -> None:
    assert _has(text, slot, word), _findings(text)


@pytest.mark.parametrize("text", DECOYS, ids=[t[:40] for t in DECOYS])
def test_look_alike_gives_nothing(text: str) -> None:
    assert _findings(text) == []
