"""English circumstances people mention in passing, said the many ways people type them, and look-alikes that
must give nothing.

Every sentence here was written for this file (not taken from tests/extraction_eval): for each kind, statements
in lower case, with typos, in passing inside a request, in brackets, after "as a …", in British, Irish and
American wording, with "we" for the user and a partner; beside them sentences of the same shape that are not
about the user (someone else's, a hypothetical, a question, a task, pasted text, a figure of speech). A case names
the canonical ``type/attribute`` its memory must reach (as consolidation keys it, see pamport.pipeline.slotkeys;
``*`` for any attribute of the type) and a word its object or, failing that, its content must hold. Look-alikes
must give no memory of the kind at all.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys as _keys
from tests.rule_general import reads_kind as _reads


def _slots(text: str) -> set[str]:
    return {key for key, _, _ in _keys(text)}


# ---- how the user's days run: work pattern, car, home, budget, commute ------------------------------------------

ROUTINE: list[tuple[str, str, str]] = [
    # work pattern
    ("i work nights so i sleep through the day, when should i eat", "context/situation", "night shifts"),
    ("I work 12 hour shifts on the ward, any meal prep ideas?", "context/situation", "12-hour shifts"),
    ("we both work shifts so dinner times are all over the place", "context/situation", "shift work"),
    ("i work from home most days and my back is killing me", "context/situation", "working from home"),
    ("i'm fully remote btw so time zones matter", "context/situation", "working from home"),
    ("wfh three days a week, any desk setup tips", "context/situation", "working from home"),
    ("(i work part-time, mornings only)", "context/situation", "part-time"),
    ("as someone who works weekends, when do i see friends lol", "context/situation", "weekends"),
    ("i'm a remote worker for a company in berlin", "context/situation", "working from home"),
    ("I work four days a week now", "context/situation", "4-day week"),
    # car and driving
    ("i don't have a car so public transport only pls", "context/situation", "car-free"),
    ("no car btw, so somewhere near a train station", "context/situation", "car-free"),
    ("we haven't got a car, what's the best way to get to cornwall", "context/situation", "car-free"),
    ("plan me a day out in kerry (no car)", "context/situation", "car-free"),
    ("we're car-free and live in the city centre", "context/situation", "car-free"),
    ("i dont drive so it has to be reachable by bus", "context/situation", "doesn't drive"),
    ("I never learned to drive, is it too late at 40?", "context/situation", "doesn't drive"),
    # home
    ("we're renting so no drilling into the walls", "context/situation", "renting"),
    ("i rent a tiny one-bed flat in dublin, storage ideas?", "context/situation", "renting"),
    ("renting atm so nothing permanent please", "context/situation", "renting"),
    ("I'm a private renter in london, can my landlord do this", "context/situation", "renting"),
    ("we're first time homeowners and the boiler just died", "context/situation", "homeowner"),
    ("we have a mortgage and two kids so money is tight", "context/situation", "homeowner"),
    # budget
    ("on a budget so cheap recipes pls", "context/situation", "budget"),
    ("im on a student budget, what can i cook in bulk", "context/situation", "budget"),
    ("we're on a very tight budget this month", "context/*", "budget"),
    # commute
    ("i commute by train every day and the delays are brutal", "context/situation", "train"),
    ("i cycle to work most days, what lights should i get", "context/situation", "cycles to work"),
    ("I walk to the office, about 25 mins each way", "context/situation", "walks to work"),
    ("i get the luas in to work", "context/situation", "luas"),
    ("we both drive to work so one car isn't enough", "context/situation", "drives to work"),
]

ROUTINE_DECOYS = [
    "my sister works nights at the hospital",
    "if i worked from home i'd get a dog",
    "do you work from home?",
    "write a job ad for a fully remote role",
    "should i work part time or full time?",
    "I don't have a car seat for the baby yet",
    "there's no car park near the venue",
    "no car chases in the script please",
    "my husband doesn't drive",
    "i'm renting a car for the road trip",
    "i rent out my spare room on airbnb",
    "should we rent or buy?",
    "the landlord says tenants can't paint",
    "is it worth going on a budget airline?",
    "my daughter cycles to school",
    "should i cycle to work in the rain?",
    "imagine you commute by train every day",
    "i drove to work today and the traffic was awful",
    "Proofread this: 'I work nights and sleep all day.'",
]

MEDICATION: list[tuple[str, str, str]] = [
    ("i'm on sertraline, is it ok to have a glass of wine", "fact/medication", "sertraline"),
    ("i take metformin for my type 2 so carbs matter", "fact/medication", "metformin"),
    ("been on the pill for years, is that a problem for this?", "fact/medication", "pill"),
    ("I'm on antidepressants and they make me tired", "fact/medication", "antidepressants"),
    ("i use a brown inhaler morning and night", "fact/medication", "inhaler"),
    ("meal ideas pls (on warfarin so no grapefruit)", "fact/medication", "warfarin"),
    ("I take levothyroxine every morning, when can I have coffee", "fact/medication", "levothyroxine"),
    ("im taking adhd meds now and forget to eat", "fact/medication", "adhd meds"),
    ("I've been on Ozempic since january", "fact/medication", "ozempic"),
    ("i just started on propranolol for anxiety", "fact/medication", "propranolol"),
    ("i'm on blood pressure tablets, can i take ibuprofen", "fact/medication", "blood pressure tablets"),
    ("I'm on HRT now and sleeping better", "fact/medication", "hrt"),
]

MEDICATION_DECOYS = [
    "my mum is on warfarin",
    "should i take ibuprofen or paracetamol?",
    "what if i took melatonin every night",
    "i took paracetamol this morning",
    "take two aspirin with water",
    "i'm on the train, reply later",
    "is sertraline safe in pregnancy?",
    "write a leaflet for patients on metformin",
    "my son takes ritalin for his adhd",
]


@pytest.mark.parametrize(("text", "slot", "word"), ROUTINE, ids=[t[:40] for t, _, _ in ROUTINE])
def test_circumstance_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", ROUTINE_DECOYS, ids=[t[:40] for t in ROUTINE_DECOYS])
def test_circumstance_look_alike_gives_nothing(text: str) -> None:
    assert not any(slot.startswith("context/") for slot in _slots(text)), _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), MEDICATION, ids=[t[:40] for t, _, _ in MEDICATION])
def test_medication_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", MEDICATION_DECOYS, ids=[t[:40] for t in MEDICATION_DECOYS])
def test_medication_look_alike_gives_nothing(text: str) -> None:
    assert not any(slot.startswith(("fact/medication", "fact/health")) for slot in _slots(text)), _keys(text)


def test_a_medicine_taken_is_worded_as_taken() -> None:
    assert [content for _, _, content in _keys("I take levothyroxine every morning")] == ["user takes levothyroxine"]


def test_part_time_as_a_job_is_the_job() -> None:
    assert _reads("i work part time as a barista so weekends are out", "fact/job_title", "barista")
    assert "context/situation" not in _slots("i work part time as a barista so weekends are out")


# ---- the apps the user works in, said by what lives there or by their trouble -----------------------------------

APPS_IN_PASSING: list[tuple[str, str, str]] = [
    ("all my notes live in Notion, can you suggest a template", "environment/uses", "notion"),
    ("my recipes are all in a google doc which is a mess", "environment/uses", "google doc"),
    ("our family calendar is on google calendar, how do i share it", "environment/uses", "google calendar"),
    ("all my revision flashcards are in anki", "environment/uses", "anki"),
    ("my passwords are all in bitwarden btw", "environment/uses", "bitwarden"),
    ("Figma keeps crashing on my laptop, any fixes?", "environment/uses", "figma"),
    ("my outlook keeps freezing when i attach big files", "environment/uses", "outlook"),
    ("spotify keeps logging me out on my phone", "environment/uses", "spotify"),
    ("excel is so slow on my work laptop", "environment/uses", "excel"),
    ("obsidian won't sync between my phone and laptop", "environment/uses", "obsidian"),
    ("the strava app keeps crashing mid-run which is infuriating", "environment/uses", "strava"),
    ("ugh, lightroom has stopped working after the update", "environment/uses", "lightroom"),
    ("i'm on an old thinkpad and zoom keeps freezing on calls", "environment/uses", "zoom"),
    ("i use a mac but chrome keeps eating my ram", "environment/uses", "chrome"),
    ("new phone, and the duolingo widget keeps disappearing", "environment/uses", "duolingo"),
]

APP_DECOYS = [
    "my boss's outlook keeps crashing",
    "does notion keep crashing for anyone?",
    "if excel crashes do i lose my work",
    "figma is better than sketch for this",
    "my sister's notes are all in notion",
    "write a support reply for a customer whose slack keeps crashing",
    "the teams meeting keeps dropping",
    "my notes are all in a drawer somewhere",
    "my photos are all on my phone",
    "my boss is annoyed and his outlook keeps crashing",
    "my sister says her notion keeps crashing",
]


@pytest.mark.parametrize(("text", "slot", "word"), APPS_IN_PASSING, ids=[t[:40] for t, _, _ in APPS_IN_PASSING])
def test_app_in_passing_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", APP_DECOYS, ids=[t[:40] for t in APP_DECOYS])
def test_app_look_alike_gives_nothing(text: str) -> None:
    assert "environment/uses" not in _slots(text), _keys(text)


def test_a_device_ends_before_the_next_clause() -> None:
    keys = _keys("i'm on a 2021 MacBook Air and Figma keeps choking on our design files")
    assert ("environment/device", "macbook air", "user uses a 2021 macbook air") in keys


# ---- a condition said as who the user is ------------------------------------------------------------------------

CONDITION_PERSONS: list[tuple[str, str, str]] = [
    ("as a migraine sufferer screens are my nemesis", "fact/health", "migraines"),
    ("migraine sufferer here, any tips for long drives", "fact/health", "migraines"),
    ("lifelong eczema sufferer so fragrance free only pls", "fact/health", "eczema"),
    ("as an asthmatic i really struggle with cold air", "fact/health", "asthma"),
    ("as a type 1 diabetic, what snacks keep well on a hike?", "fact/health", "type 1 diabetes"),
    ("i'm a hay fever sufferer and it's awful this year", "fact/health", "hay fever"),
    ("recipes for a coeliac pls (as a coeliac myself i'm fussy)", "fact/health", "coeliac"),
    ("I'm an epileptic so no flashing lights in the slides", "fact/health", "epilepsy"),
]

CONDITION_PERSON_DECOYS = [
    "my dad is a migraine sufferer",
    "write a guide for eczema sufferers",
    "hay fever sufferers should keep windows shut, is that true?",
    "as a diabetic nurse i see this a lot",
    "is he an asthmatic?",
    "imagine you're a migraine sufferer",
    "my son is asthmatic",
]


@pytest.mark.parametrize(("text", "slot", "word"), CONDITION_PERSONS, ids=[t[:40] for t, _, _ in CONDITION_PERSONS])
def test_condition_person_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CONDITION_PERSON_DECOYS, ids=[t[:40] for t in CONDITION_PERSON_DECOYS])
def test_condition_person_look_alike_gives_nothing(text: str) -> None:
    assert "fact/health" not in _slots(text), _keys(text)


# ---- a home said by being there ---------------------------------------------------------------------------------

HOMES_IN_PASSING: list[tuple[str, str, str]] = [
    ("i'm now in leeds after the move, any good gyms", "fact/home_city", "leeds"),
    ("we're officially in cork!! so excited", "fact/home_city", "cork"),
    ("We're all settled in Galway now, what should we see first?", "fact/home_city", "galway"),
    ("here in denver the altitude wrecks my long runs", "fact/home_city", "denver"),
    ("over here in perth it's 40 degrees, cooling tips?", "fact/home_city", "perth"),
    ("scottish lad living in london, need flat tips", "fact/home_city", "london"),
    ("a brit based in madrid here, how do spanish taxes work", "fact/home_city", "madrid"),
    ("30yo mum living in leeds with two kids, quick dinners?", "fact/home_city", "leeds"),
    ("irish girl living in toronto, where do i get proper tea", "fact/home_city", "toronto"),
]

HOME_DECOYS = [
    "we're finally in Rome for our honeymoon!",
    "i'm now in a meeting, reply later",
    "i'm finally in bed lol",
    "i'm now in year 11 and the work is hard",
    "here in this code the loop breaks",
    "my sister is now in Leeds",
    "a friend living in leeds recommended it",
    "write a bio for a nurse living in cork",
    "we're now in the final round of interviews",
    "here in the example, what does x mean?",
    "here in Lisbon for the week, where should we eat?",
]


@pytest.mark.parametrize(("text", "slot", "word"), HOMES_IN_PASSING, ids=[t[:40] for t, _, _ in HOMES_IN_PASSING])
def test_home_in_passing_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", HOME_DECOYS, ids=[t[:40] for t in HOME_DECOYS])
def test_home_look_alike_gives_nothing(text: str) -> None:
    assert "fact/home_city" not in _slots(text), _keys(text)


# ---- celebrations and dates ahead -------------------------------------------------------------------------------

EVENTS: list[tuple[str, str, str]] = [
    ("my cousin's wedding is in august and i have nothing to wear", "context/event", "wedding"),
    ("we're off to galway in june for my best friend's wedding", "context/event", "wedding"),
    ("need a gift idea for my dad's 60th next month", "context/event", "60th"),
    ("my sister's hen do is next weekend, games ideas?", "context/event", "hen do"),
    ("(it's my nan's 90th birthday on sunday)", "context/event", "90th"),
    ("it's my 40th next month and i want something low key", "context/event", "40th"),
    ("my 30th is in june, party ideas for a small flat?", "context/event", "30th"),
    ("my graduation is in july, what do i wear under the gown", "context/event", "graduation"),
    ("our baby is due in may so we're sorting the nursery", "context/situation", "expecting a baby"),
    ("a speech for my brother's stag do on saturday, help", "context/event", "stag do"),
]

EVENT_DECOYS = [
    "my sister's wedding was amazing",
    "I gave a speech at my brother's 50th last year",
    "what do people usually wear to a cousin's wedding?",
    "my friend's baby is due in may",
    "it's my turn next week",
    "my 30th was a blast",
    "write a wedding speech for a groom called Tom",
]


@pytest.mark.parametrize(("text", "slot", "word"), EVENTS, ids=[t[:40] for t, _, _ in EVENTS])
def test_event_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", EVENT_DECOYS, ids=[t[:40] for t in EVENT_DECOYS])
def test_event_look_alike_gives_nothing(text: str) -> None:
    assert not any(slot.startswith("context/") for slot in _slots(text)), _keys(text)


# ---- things the user runs on the side, builds, or weighs doing --------------------------------------------------

PROJECTS: list[tuple[str, str, str]] = [
    ("i have a small etsy shop selling earrings, how do i price them", "project/*", "etsy shop"),
    ("I've got a little side hustle making candles (mostly for friends)", "project/*", "side hustle"),
    ("we have a podcast about 90s cartoons, intro music ideas?", "project/*", "podcast"),
    ("i've started a small youtube channel about bouldering", "project/*", "youtube channel"),
    ("i run a depop shop for vintage jackets on the side", "project/*", "depop"),
    ("we're converting a sprinter into a camper, which insulation", "project/*", "sprinter"),
    ("me and my dad are restoring an old land rover", "project/*", "land rover"),
    ("I'm doing up a narrowboat to live on", "project/*", "narrowboat"),
]

PROJECT_DECOYS = [
    "i have a podcast episode to edit tonight",
    "i have a blog post to write for work",
    "my sister has an etsy shop",
    "if i had a youtube channel i'd review games",
    "should i start a side hustle?",
    "my neighbour is converting a van into a camper",
    "i have a youtube channel recommendation for you",
]

GOALS: list[tuple[str, str, str]] = [
    ("eventually want my own electrical business, where do i start", "goal/*", "own electrical business"),
    ("i want my own salon one day", "goal/*", "own salon"),
    ("thinking about doing a master's in data science, is it worth it", "goal/*", "master's"),
    ("i'm seriously considering retraining as a plumber", "goal/*", "plumber"),
    ("we're thinking of moving to the coast in a couple of years", "goal/*", "moving to the coast"),
    ("i'm toying with the idea of going freelance next year", "goal/*", "freelance"),
    ("considering going back to uni for a phd (i'm 38)", "goal/*", "phd"),
]

GOAL_DECOYS = [
    "my brother is thinking about doing a master's",
    "i'm thinking about doing the dishes later lol",
    "stop thinking about it",
    "is it worth considering a phd?",
    "my son wants his own room",
    "i'm thinking of a number between 1 and 10",
    "i'm considering what to cook tonight",
]


@pytest.mark.parametrize(("text", "slot", "word"), PROJECTS, ids=[t[:40] for t, _, _ in PROJECTS])
def test_project_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PROJECT_DECOYS, ids=[t[:40] for t in PROJECT_DECOYS])
def test_project_look_alike_gives_nothing(text: str) -> None:
    assert not any(slot.startswith("project/") for slot in _slots(text)), _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), GOALS, ids=[t[:40] for t, _, _ in GOALS])
def test_goal_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", GOAL_DECOYS, ids=[t[:40] for t in GOAL_DECOYS])
def test_goal_look_alike_gives_nothing(text: str) -> None:
    assert not any(slot.startswith("goal/") for slot in _slots(text)), _keys(text)


def test_wanting_ones_own_is_worded_as_such() -> None:
    assert [content for _, _, content in _keys("i want my own salon one day")] == ["user wants their own salon one day"]


# ---- the age said first -----------------------------------------------------------------------------------------

AGES_FIRST: list[tuple[str, str, str]] = [
    ("27 and only learning to surf now lol, is the south coast ok for beginners", "identity/age", "27"),
    ("34 and pregnant with my first, is yoga ok?", "identity/age", "34"),
    ("52 and never been fit, where do i start", "identity/age", "52"),
    ("45 and trying to get fit, plan pls", "identity/age", "45"),
    ("29 and new to cooking lol", "identity/age", "29"),
    ("(38 and still living with my parents, saving for a deposit)", "identity/age", "38"),
]

AGE_FIRST_DECOYS = [
    "10 and 12 year olds need different games",
    "my kids are 7 and 9",
    "27 and 35 are both odd",
    "20 and 30 minute timers please",
    "pages 40 and 41 are missing",
]


@pytest.mark.parametrize(("text", "slot", "word"), AGES_FIRST, ids=[t[:40] for t, _, _ in AGES_FIRST])
def test_age_first_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", AGE_FIRST_DECOYS, ids=[t[:40] for t in AGE_FIRST_DECOYS])
def test_age_first_look_alike_gives_nothing(text: str) -> None:
    assert "identity/age" not in _slots(text), _keys(text)


# ---- an instrument said by its place in the user's life or by a grade ------------------------------------------

INSTRUMENTS_SAID: list[tuple[str, str, str]] = [
    ("tin whistle is my party trick, any easy tunes to learn?", "skill/plays", "tin whistle"),
    ("the cello is basically my therapy", "skill/plays", "cello"),
    ("been playing the fiddle since i was 8 (trad sessions mostly)", "skill/plays", "fiddle"),
    ("i'm grade 8 piano but rusty, what should i practise", "skill/plays", "piano"),
    ("I passed grade 5 violin last year", "skill/plays", "violin"),
    ("i've got grade 6 on the clarinet", "skill/plays", "clarinet"),
]

INSTRUMENT_DECOYS = [
    "my daughter is grade 3 piano",
    "the piano is my mum's party trick",
    "is the ukulele a good party trick?",
    "grade 8 piano pieces for a recital, list some",
]


@pytest.mark.parametrize(("text", "slot", "word"), INSTRUMENTS_SAID, ids=[t[:40] for t, _, _ in INSTRUMENTS_SAID])
def test_instrument_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", INSTRUMENT_DECOYS, ids=[t[:40] for t in INSTRUMENT_DECOYS])
def test_instrument_look_alike_gives_nothing(text: str) -> None:
    assert "skill/plays" not in _slots(text), _keys(text)


# ---- a taste said as what the user's life turns on --------------------------------------------------------------

TASTE_IDIOMS: list[tuple[str, str, str]] = [
    ("cherries are basically my whole personality", "preference/likes", "cherries"),
    ("true crime is my roman empire lol", "preference/likes", "true crime"),
    ("matcha is my love language, recipe ideas?", "preference/likes", "matcha"),
    ("crochet is pretty much my coping mechanism these days", "preference/likes", "crochet"),
    ("k-pop is literally the only thing keeping me sane during exams", "preference/likes", "k-pop"),
    ("parkrun is what's getting me through this winter", "preference/likes", "parkrun"),
]

TASTE_IDIOM_DECOYS = [
    "my sister is the only thing keeping me sane",
    "coffee alone is keeping me going today",
    "is matcha your love language?",
    "my mum's whole personality is gardening",
    "dinner is my treat tonight",
]


@pytest.mark.parametrize(("text", "slot", "word"), TASTE_IDIOMS, ids=[t[:40] for t, _, _ in TASTE_IDIOMS])
def test_taste_idiom_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", TASTE_IDIOM_DECOYS, ids=[t[:40] for t in TASTE_IDIOM_DECOYS])
def test_taste_idiom_look_alike_gives_nothing(text: str) -> None:
    assert "preference/likes" not in _slots(text), _keys(text)


# ---- a language level said without its subject -----------------------------------------------------------------

LANGUAGE_LEVELS: list[tuple[str, str, str]] = [
    ("fluent in french and german btw, which is easier to keep up?", "skill/speaks", "german"),
    ("conversational in spanish (lived in madrid for a year)", "skill/speaks", "spanish"),
    ("also fluent in urdu, so translations are fine", "skill/speaks", "urdu"),
    ("proficient in dutch but my writing is weak", "skill/speaks", "dutch"),
    ("pretty fluent in portuguese from living in lisbon", "skill/speaks", "portuguese"),
]

LANGUAGE_LEVEL_DECOYS = [
    "my wife is fluent in french",
    "fluent in sarcasm lol",
    "is it hard to become fluent in japanese?",
    "write a job ad for someone fluent in german",
]


@pytest.mark.parametrize(("text", "slot", "word"), LANGUAGE_LEVELS, ids=[t[:40] for t, _, _ in LANGUAGE_LEVELS])
def test_language_level_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", LANGUAGE_LEVEL_DECOYS, ids=[t[:40] for t in LANGUAGE_LEVEL_DECOYS])
def test_language_level_look_alike_gives_nothing(text: str) -> None:
    assert "skill/speaks" not in _slots(text), _keys(text)


def test_a_device_that_keeps_dying_is_not_read_for_its_trouble() -> None:
    # "keeps dying" is a battery, not an app's trouble: the sentence gives no app
    assert "environment/uses" not in _slots("my iphone keeps dying at 20%")
