"""English statements by kind of phrasing, each kind with several sentences of its own, and look-alikes that must
give nothing.

The sentences are written for this file, not taken from the evaluation set (tests/extraction_eval): for each
slot, the ways people tell an assistant about themselves (lower case, slang, in passing, in brackets, "as a …",
before a question, "we" / "me and my wife", lists) and, beside them, sentences of the same shape that are not
about the user (a question, a hypothetical, someone else, a task, pasted text, a figure of speech). A case names
the canonical ``type/attribute`` its memory must reach (as consolidation keys it, see pamport.pipeline.slotkeys)
and a word the object or, failing that, the content must hold.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys as _keys
from tests.rule_general import reads as _reads

# (text, type/attribute, a word the object holds)
PREFERENCES: list[tuple[str, str, str]] = [
    # a taste said with an adjective or an idiom instead of a verb
    ("i'm obsessed with matcha rn, is it bad to have 3 a day?", "preference/likes", "matcha"),
    ("I'm a sucker for a good thriller, recommend me one", "preference/likes", "thriller"),
    ("i'm keen on photography, what camera should i start with", "preference/likes", "photography"),
    ("I'm passionate about wildlife conservation", "preference/likes", "wildlife"),
    ("Im crazy about padel these days", "preference/likes", "padel"),
    ("i'm not big on horror films, something lighter?", "preference/dislikes", "horror"),
    ("I'm not a fan of coriander so leave it out", "preference/dislikes", "coriander"),
    ("i can't get enough of ramen lately", "preference/likes", "ramen"),
    # the same without a subject, at the start of a message or after a comma
    ("big fan of radiohead, what else would i like?", "preference/likes", "radiohead"),
    ("not a fan of olives, can you swap them for capers", "preference/dislikes", "olives"),
    ("cant stand olives", "preference/dislikes", "olives"),
    ("obsessed with bouldering at the moment, how often should I train", "preference/likes", "bouldering"),
    # "X fan here", "coffee addict here"
    ("huge arsenal fan here so weekends are booked", "preference/likes", "arsenal"),
    ("coffee addict here, how much is too much", "preference/likes", "coffee"),
    ("Lifelong Celtic supporter here, what's a good away-day pub in Edinburgh?", "preference/likes", "celtic"),
    ("avid reader here, mostly sci-fi", "preference/likes", "reading"),
    # a hobby said as what the user is
    ("i'm a keen cyclist, which bike computer is best", "preference/likes", "cycling"),
    ("I'm an amateur photographer and want a new lens", "preference/likes", "photography"),
    ("I'm a keen gardener so something outdoorsy please", "preference/likes", "gardening"),
    ("im a big runner, 40k a week", "preference/likes", "running"),
    ("I'm more of a cat person tbh", "preference/likes", "cat"),
    ("i'm a tea person, not coffee", "preference/likes", "tea"),
    # "we" and "me and my wife"
    ("we love camping, any gear tips?", "preference/likes", "camping"),
    ("me and my wife love board games, suggest some for two", "preference/likes", "board games"),
    ("my husband and I really enjoy hiking in the Dales", "preference/likes", "hiking"),
    # favourites
    ("my go-to drink is a flat white", "content", "flat white"),
    ("my fave band is arctic monkeys", "content", "arctic monkeys"),
    # a request after the taste is not part of it
    ("I don't like spicy food, tone the chilli down", "preference/dislikes", "spicy food"),
    # diet and what the user does not eat or drink
    ("I'm dairy-free so oat milk in everything", "preference/avoids", "dairy"),
    ("no dairy for me please, what can i use instead of butter", "preference/avoids", "dairy"),
    ("no more coffee for me, it wrecks my sleep", "preference/avoids", "coffee"),
    ("we don't eat pork at home", "preference/avoids", "pork"),
    ("i'm off the booze for january", "preference/avoids", "alcohol"),
    ("i eat halal so no pork or gelatine", "preference/diet", "halal"),
    ("my diet is vegan, mostly", "preference/diet", "vegan"),
    ("I'm on a keto diet, what snacks can I have", "preference/diet", "keto"),
]

GOALS: list[tuple[str, str, str]] = [
    # a goal said without its subject
    ("trying to learn spanish before my trip, best apps?", "content", "spanish"),
    ("hoping to run a sub-2 half this year", "goal/achieve", "half"),
    ("planning to do a masters in psychology", "goal/achieve", "masters"),
    ("want to switch careers into UX, how?", "goal/achieve", "ux"),
    ("Learning Rust at the moment, explain lifetimes", "goal/learn", "rust"),
    ("currently learning to drive, tips for roundabouts", "goal/learn", "drive"),
    # started / lessons / teaching oneself
    ("i've started learning japanese", "goal/learn", "japanese"),
    ("I'm taking piano lessons, how long until I'm decent?", "goal/learn", "piano"),
    ("i'm teaching myself piano", "content", "themselves piano"),
    # "goal: …", "aiming for …"
    ("goal: lose 5kg by summer", "content", "lose 5kg"),
    ("aiming for a first in my dissertation", "content", "first in their dissertation"),
]

GOAL_DECOYS: list[str] = [
    "learning curve is steep here",
    "learning styles are a myth right?",
    "learning a lot from this, thanks",
    "trying to figure out this error",
    "i want to go to bed",
    "planning to watch a film tonight",
    "hoping to get this done by friday",
    "Is learning Rust worth it?",
    "my son is learning the violin",
    "if i wanted to learn japanese how long would it take?",
]


INSTRUCTIONS: list[tuple[str, str, str]] = [
    # a request said as a noun phrase
    ("pls no emojis", "instruction/style", "emojis"),
    ("no bullet points please, just prose", "instruction/style", "bullet points"),
    ("no jargon please", "instruction/style", "jargon"),
    ("no need for disclaimers", "instruction/style", "disclaimers"),
    ("short answers please, I'm on my phone", "instruction/style", "short"),
    ("step by step please", "instruction/style", "step by step"),
    ("bullet points please", "instruction/style", "bullet points"),
    ("british english pls", "instruction/spelling", "british english"),
    ("metric units please", "instruction/units", "metric"),
    # the language, its variety, the spelling, the language of code
    ("please write in UK English", "instruction/spelling", "british english"),
    ("write in pt-br please", "instruction/response_language", "pt-br"),
    ("respond in european portuguese", "instruction/response_language", "pt-pt"),
    ("all code in python please", "instruction/code_language", "python"),
    ("give me code examples in typescript", "instruction/code_language", "typescript"),
    ("write the code in kotlin, that's what we use at work", "instruction/code_language", "kotlin"),
    # a taste for a kind of answer is how to answer
    ("I like short answers", "instruction/style", "short"),
    ("i prefer concise replies", "instruction/style", "concise"),
    # said politely or as what not to be
    ("I'd rather you didn't use emojis", "content", "emojis"),
    ("don't be so formal", "content", "formal"),
    ("explain it like I'm five", "instruction/style", "five"),
    ("answer in one paragraph", "instruction/style", "one paragraph"),
    ("I go by Alex, my full name is Alexandra", "identity/name", "alex"),
]

INSTRUCTION_DECOYS: list[str] = [
    "answers please",
    "short answers are better for you?",
    "emojis are fun",
    "the answers are short",
    "british english is weird",
    "i go by bus to work",
    "write a haiku, no emojis",
    "my teacher wants all code in python",
    # this answer's code in another language, not a standing rule
    "give me code in C#",
    "ok now write the script in python",
    "can you show me the solution in Java",
]


ENVIRONMENT: list[tuple[str, str, str]] = [
    # the system or device, said without a subject
    ("on a mac btw", "environment/os", "mac"),
    ("on windows 11 at home, how do i stop updates", "environment/os", "windows 11"),
    ("using windows 10 on an old dell", "environment/os", "windows 10"),
    ("running ubuntu 22.04 on my laptop", "environment/os", "ubuntu"),
    ("got a pixel 7, battery is dying fast", "environment/device", "pixel 7"),
    # a tool said with the system it runs on (one memory), a device and its system
    ("I code in VS Code on Ubuntu", "environment/editor", "vs code"),
    ("I have a thinkpad running arch", "environment/device", "thinkpad"),
    ("I have a thinkpad running arch", "environment/os", "arch"),
    # the tool alone in the slot, whatever it is used for
    ("I use Todoist to track tasks", "environment/uses", "todoist"),
    ("i use vscode for everything", "environment/editor", "vscode"),
    # several tools, "we" and the team
    ("we use Slack and Jira at work", "environment/uses", "slack"),
    ("we use Slack and Jira at work", "environment/uses", "jira"),
    ("our team uses notion for docs", "environment/uses", "notion"),
    # an app the user "lives in", a "vim user"
    ("I live in Figma all day", "environment/uses", "figma"),
    ("i do everything in excel", "environment/uses", "excel"),
    ("I'm a vim user, is neovim worth it?", "environment/editor", "vim"),
    ("ipad user here, best note app?", "environment/device", "ipad"),
    ("my laptop is a 2019 macbook pro", "environment/device", "macbook pro"),
]

ENVIRONMENT_DECOYS: list[str] = [
    "my friend uses a mac",
    "should I get an iPhone or a Pixel?",
    "on a scale of 1 to 10 how bad is this",
    "i used to use windows",
    "if i was on linux would this work?",
    "my dad's on android and can't find the settings",
    "on windows you press ctrl c, right?",
    "using python how do i read a csv",
    "I'd love an iPad for christmas",
    "using a mac is it better for design?",
    "I live in fear of the Monday meeting",
]


FACTS: list[tuple[str, str, str]] = [
    # where or in what the user works, a job said as a greeting
    ("i work in a bakery, early starts are killing me", "content", "bakery"),
    ("I work in marketing for a charity", "content", "marketing"),
    ("nurse here, night shifts are rough", "fact/job_title", "nurse"),
    ("ICU nurse here, how do I sleep after nights?", "fact/job_title", "icu nurse"),
    ("i'm self employed so no sick pay", "fact/job_title", "self-employed"),
    ("i freelance as a designer, what should i charge", "fact/job_title", "designer"),
    # places said without a subject or a little off the town
    ("born and raised in Glasgow", "fact/birthplace", "glasgow"),
    ("living in Berlin since 2020", "fact/home_city", "berlin"),
    ("just moved to Madrid for work", "fact/home_city", "madrid"),
    ("I live just outside Dublin", "fact/home_city", "dublin"),
    # studies
    ("i'm doing a phd in chemistry at Durham", "fact/field_of_study", "chemistry"),
    ("i'm doing a phd in chemistry at Durham", "fact/school", "durham"),
    ("im in my final year of nursing", "fact/field_of_study", "nursing"),
    ("I'm halfway through a degree in history at UCL", "fact/school", "ucl"),
    # health: each allergy of a list, an allergy said as a noun, more conditions
    ("I'm allergic to nuts and shellfish", "fact/allergy", "nuts"),
    ("I'm allergic to nuts and shellfish", "fact/allergy", "shellfish"),
    ("I have a peanut allergy", "fact/allergy", "peanut"),
    ("severe nut allergy here", "fact/allergy", "nut"),
    ("I have hayfever really bad", "fact/health", "hayfever"),
    ("i'm bipolar so routine matters", "fact/health", "bipolar"),
    ("I've got acid reflux, what can I eat late?", "fact/health", "reflux"),
    # the car by its model, or said as its driver
    ("I drive a Golf", "fact/car", "golf"),
    ("I'm a Toyota Prius driver", "fact/car", "prius"),
]

FACT_DECOYS: list[str] = [
    "my mum works in a bakery",
    "i worked in a bakery for years",
    "I work in the morning mostly",
    "should I work in London or Leeds?",
    "if i lived just outside Dublin would the commute be ok",
    "my brother has a nut allergy",
    "what is a peanut allergy",
    "my sister drives a Golf",
    "is a golf a good first car?",
    "write a story about a nurse here in Leeds",
    "the nurse here was rude",
    "i work in a team of five",
    "I'm doing my best",
]


IDENTITY_AND_SKILLS: list[tuple[str, str, str]] = [
    # an age in short, in words, or as "a … year old"
    ("31F, looking for a running plan", "identity/age", "31"),
    ("(29m) how do i ask for a raise", "identity/age", "29"),
    ("as a 45 year old woman, is it too late to start lifting?", "identity/age", "45"),
    ("age 52, first marathon next year", "identity/age", "52"),
    ("i'm thirty-five and want to change careers", "identity/age", "35"),
    ("I just turned forty, feeling old", "identity/age", "40"),
    # a name said in short
    ("name's Tom btw", "identity/name", "tom"),
    ("Tom here, quick question about pensions", "identity/name", "tom"),
    ("Hi! Priya here - can you help with my CV?", "identity/name", "priya"),
    # nationality as a noun, mixed, "half … half …"
    ("As a Scot, I need a good haggis recipe", "identity/nationality", "scottish"),
    ("I'm half Irish half Nigerian", "identity/nationality", "nigerian"),
    ("I'm a British-Pakistani living in Leeds", "identity/nationality", "pakistani"),
    ("i'm a leftie, which scissors?", "identity/handedness", "left"),
    # languages one by one, said as a speaker
    ("i'm fluent in french and german", "skill/speaks", "german"),
    ("I'm bilingual in English and Welsh", "skill/speaks", "welsh"),
    ("native spanish speaker here", "skill/speaks", "spanish"),
    ("I'm a native Polish speaker", "skill/speaks", "polish"),
    # instruments and crafts
    ("I've played piano since I was 6", "skill/plays", "piano"),
    ("been playing bass for 10 years", "skill/plays", "bass"),
    ("I know my way around Excel", "skill/knows", "excel"),
    ("I have a black belt in karate", "skill/knows", "karate"),
    ("i'm a decent cook", "skill/knows", "cooking"),
]

IDENTITY_DECOYS: list[str] = [
    "Same here, it keeps crashing",
    "Newbie here, how do I start",
    "tom here lol",
    "my son has played piano since he was 4",
    "I played piano as a kid",
    "the speaker is broken",
    "30m sprints or 60m sprints, which is better?",
    "my dad is thirty-five years older than me",
]


RELATIONSHIPS: list[tuple[str, str, str]] = [
    ("my partner (Jamie) hates camping", "relationship/partner", "jamie"),
    ("me and my girlfriend Lucy are going to Rome", "relationship/partner", "lucy"),
    ("me and my girlfriend Lucy are going to Rome", "context/travel", "rome"),
    ("i'm a mum of three", "relationship/children", "3"),
    ("I'm a dad of twins", "relationship/children", "twins"),
    ("my wife and I have been married 10 years", "relationship/status", "married"),
    ("i've got a son called Leo", "relationship/child", "leo"),
    ("my two boys are obsessed with Minecraft", "relationship/children", "2"),
]

RELATIONSHIP_DECOYS: list[str] = [
    "my two cents: use postgres",
    "i met my wife in 2010",
    "my friend's a mum of three",
    "write a story about a man with a son called Leo",
]


# kinds met in the development half's newer people, each with sentences of its own
MORE_KINDS: list[tuple[str, str, str]] = [
    # chat fillers before the subject; subjectless openings
    ("ugh I can't stand cold showers", "preference/dislikes", "cold showers"),
    ("been using Obsidian for ages for my notes", "environment/uses", "obsidian"),
    ("been swimming three times a week since January", "preference/likes", "swimming"),
    ("Quick update: building a budgeting app in Flutter", "content", "budgeting app"),
    ("switched to Arch last month, no regrets", "environment/os", "arch"),
    ("Starting at Monzo as a data analyst in April!", "fact/employer", "monzo"),
    ("lowkey obsessed with matcha lattes", "preference/likes", "matcha"),
    ("autistic myself, so clear instructions help", "fact/health", "autism"),
    # ages in passing
    ("As someone who's 58, is it too late to learn to code?", "identity/age", "58"),
    ("27 and still living with my parents, how do I save for a deposit?", "identity/age", "27"),
    ("as a first-time manager at 29, how do I run one-to-ones?", "identity/age", "29"),
    # names after a comma, children in a list, "the wife (…)"
    ("we've got a greyhound, Pepper, who hates the rain", "relationship/pet", "pepper"),
    ("I have a son, Oscar, who won't eat vegetables", "relationship/child", "oscar"),
    ("our girls Maisie and Ruby want a trampoline", "relationship/child", "ruby"),
    ("our girls Maisie and Ruby want a trampoline", "relationship/children", "2"),
    ("me and the missus (Claire) are off to Rome", "relationship/spouse", "claire"),
    # devices and apps
    ("the app on my Pixel 8 keeps freezing", "environment/device", "pixel 8"),
    ("I'm on Fedora on a Framework laptop", "environment/device", "framework"),
    ("I basically live in Notion at work", "environment/uses", "notion"),
    # goals and work
    ("I'd really like to eventually become a pilot", "goal/achieve", "pilot"),
    ("we're hoping to buy a house next year", "goal/achieve", "house"),
    ("I run the local parkrun volunteer programme", "content", "parkrun"),
    ("I'm a data scientist at a fintech called Tandem", "fact/employer", "tandem"),
    ("I studied law at Cardiff years ago", "fact/field_of_study", "law"),
    ("I've just been made deputy head from January", "fact/job_title", "deputy head"),
    # units and answers in a format
    ("can you give me the distances in miles?", "instruction/units", "imperial"),
    ("recipes in grams please", "content", "grams"),
    ("answers in plain english please", "instruction/style", "plain english"),
    # fans and teams
    ("total potterhead, what should I read next?", "content", "harry potter"),
    ("I'm a massive Trekkie", "preference/likes", "star trek"),
    ("Spurs till I die, unfortunately", "preference/likes", "spurs"),
    # diet, health, car, home
    ("beef's off the menu for me these days", "preference/avoids", "beef"),
    ("my blood pressure's been high since the pregnancy", "fact/health", "high blood pressure"),
    ("I'm coeliac so it all has to be gluten free", "preference/diet", "gluten-free"),
    ("we just traded the Corsa in for a Hyundai Ioniq", "fact/car", "hyundai ioniq"),
    ("we finally got the keys to a flat in Margate!", "fact/home_city", "margate"),
    ("I took Italian at uni but I've forgotten most of it", "skill/speaks", "italian"),
]

MORE_DECOYS: list[str] = [
    "I basically live in Leeds now, near the station",
    "love you till I die",
    "my sister bought a house in Leeds",
    "the chicken is off the menu for the kids",
    "my dad's blood pressure is high",
    "Jake's the cook in our house, I'm the baker",
    "I spilled tea on my MacBook, what do I do",
    "I'm an army veteran and need help with a CV",
    "been using this for years and it still crashes",
    "Learning the ropes at my new job, any tips?",
]


# the user and someone else as one subject: each fact of the sentence, the named person included
TOGETHER: list[tuple[str, str, str]] = [
    ("My boyfriend Rui and I are going to Madeira in May, what should we do there?", "context/travel", "madeira"),
    ("My boyfriend Rui and I are going to Madeira in May, what should we do there?", "relationship/partner", "rui"),
    ("My wife Maureen and I love gardening", "relationship/spouse", "maureen"),
    ("My wife Maureen and I love gardening", "preference/likes", "gardening"),
    ("my sister Ellie and I have a cat called Pip", "relationship/pet", "pip"),
    ("my best mate and i are going to Ibiza in july", "context/travel", "ibiza"),
    ("Me and Camila broke up, so I'm single again. Help me not spiral?", "relationship/status", "single"),
    ("I'm not vegan anymore, just vegetarian now. Any egg recipes?", "preference/diet", "vegetarian"),
]


CONTEXT: list[tuple[str, str, str]] = [
    # a current state, with or without "I'm", and for "we"
    ("I'm 20 weeks pregnant, is it safe to fly?", "content", "pregnant"),
    ("we're expecting our first baby in may", "content", "expecting"),
    ("currently unemployed so money is tight", "content", "unemployed"),
    ("I'm on a gap year before uni", "content", "gap year"),
    ("got made redundant last month, what benefits can i claim", "context/situation", "redundant"),
    ("just got laid off, how do I update my linkedin", "context/situation", "laid off"),
    ("lost my job in march, how do i explain the gap", "context/situation", "unemployed"),
    ("i'm self employed so no sick pay", "fact/job_title", "self-employed"),
    ("i work for myself now, how do i do invoices", "fact/job_title", "self-employed"),
    ("recently retired, looking for a hobby", "fact/job_title", "retired"),
    # where the user is going
    ("off to lisbon next week, where should i eat", "context/travel", "lisbon"),
    ("heading to Berlin for a conference in june", "context/travel", "berlin"),
    ("flying to NYC tomorrow, any tips for jet lag", "context/travel", "nyc"),
    ("I'll be in Paris next week for work", "context/travel", "paris"),
    ("got a trip to Iceland coming up in march", "context/travel", "iceland"),
    ("going on holiday to Crete in august, suggestions?", "context/travel", "crete"),
    ("We're travelling to Vietnam in October, what jabs do we need?", "context/travel", "vietnam"),
    # an upcoming event
    ("my wedding is in september, help with the seating plan", "context/event", "wedding"),
    ("getting married in June, what should I do first", "context/event", "wedding"),
    ("i have a job interview on friday, how should i prepare", "context/event", "interview"),
    ("got an interview at google next week", "context/event", "interview"),
    ("my exams start next week, help me revise", "context/event", "exams"),
    ("I've got a marathon in april, how do I taper", "content", "marathon"),
]

CONTEXT_DECOYS: list[str] = [
    "my sister is getting married in june, what should i wear",
    "my friend is pregnant, gift ideas",
    "if i got pregnant would i lose my job",
    "should I go to Japan or Korea?",
    "I got laid off in 2019 but it worked out",
    "my interview went well!",
    "i had an interview yesterday",
    "what should i wear to a job interview",
    "my brother has an interview next week",
    "going to bed now, night",
    "i'm going to make pasta tonight",
    "write a story about a woman flying to Tokyo tomorrow",
]


# (text, what the memory must not be): nothing of ``type/attribute`` (or nothing at all for "any")
PREFERENCE_DECOYS: list[str] = [
    "if i was a big fan of jazz would i like this?",
    "my sister is obsessed with matcha, what should i get her",
    "are you a cat person?",
    "is it weird to be obsessed with spreadsheets?",
    "pretend you're a huge arsenal fan and roast spurs",
    "write a bio for a keen cyclist called Tom who lives in Bath",
    "my husband can't stand olives, swap them for something",
    "she's a keen gardener, gift ideas?",
    "not a fan of this answer tbh",
    "can't stand it when the bus is late",
    "i'm obsessed with this song you recommended",
    'translate: "I\'m a huge fan of your work and I live in Paris"',
    "We love it!",
    "my friend's a vegan, what can i cook for her?",
    "Imagine I'm a vegan chef in Paris, what would I cook?",
    "should I go vegan?",
    "more coffee for me please",
    "I'm a morning person, so schedule the hard stuff early",
]

FIGURATIVE: list[str] = [
    "I'm basically married to Figma this week",
    "I'm married to my inbox lol",
]


@pytest.mark.parametrize(("text", "slot", "word"), PREFERENCES, ids=[t[:40] for t, _, _ in PREFERENCES])
def test_preference_is_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PREFERENCE_DECOYS, ids=[t[:40] for t in PREFERENCE_DECOYS])
def test_preference_look_alike_gives_no_preference(text: str) -> None:
    assert not [key for key, _, _ in _keys(text) if key.startswith("preference/")], _keys(text)


@pytest.mark.parametrize("text", FIGURATIVE, ids=[t[:40] for t in FIGURATIVE])
def test_figure_of_speech_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), CONTEXT, ids=[t[:40] for t, _, _ in CONTEXT])
def test_situation_is_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CONTEXT_DECOYS, ids=[t[:40] for t in CONTEXT_DECOYS])
def test_situation_look_alike_gives_nothing(text: str) -> None:
    assert not [key for key, _, _ in _keys(text) if key.startswith("context/")], _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), TOGETHER, ids=[f"{t[:30]}-{a}" for t, a, _ in TOGETHER])
def test_shared_subject_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), GOALS, ids=[t[:40] for t, _, _ in GOALS])
def test_goal_is_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", GOAL_DECOYS, ids=[t[:40] for t in GOAL_DECOYS])
def test_goal_look_alike_gives_nothing(text: str) -> None:
    assert not [key for key, _, _ in _keys(text) if key.startswith("goal/")], _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), INSTRUCTIONS, ids=[t[:40] for t, _, _ in INSTRUCTIONS])
def test_instruction_is_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", INSTRUCTION_DECOYS, ids=[t[:40] for t in INSTRUCTION_DECOYS])
def test_instruction_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), ENVIRONMENT, ids=[f"{t[:30]}-{a}" for t, a, _ in ENVIRONMENT])
def test_environment_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", ENVIRONMENT_DECOYS, ids=[t[:40] for t in ENVIRONMENT_DECOYS])
def test_environment_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


def test_a_never_about_a_thing_is_no_instruction() -> None:
    assert not [key for key, _, _ in _keys("got a mac from work but never use it") if key.startswith("instruction/")]


@pytest.mark.parametrize(("text", "slot", "word"), FACTS, ids=[f"{t[:30]}-{a}" for t, a, _ in FACTS])
def test_fact_is_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", FACT_DECOYS, ids=[t[:40] for t in FACT_DECOYS])
def test_fact_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


def test_a_car_driver_is_no_job() -> None:
    assert not [key for key, _, _ in _keys("I'm a Toyota Prius driver") if key == "fact/job_title"]


@pytest.mark.parametrize(
    ("text", "slot", "word"), IDENTITY_AND_SKILLS, ids=[f"{t[:30]}-{a}" for t, a, _ in IDENTITY_AND_SKILLS]
)
def test_identity_or_skill_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", IDENTITY_DECOYS, ids=[t[:40] for t in IDENTITY_DECOYS])
def test_identity_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), RELATIONSHIPS, ids=[f"{t[:30]}-{a}" for t, a, _ in RELATIONSHIPS])
def test_relationship_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", RELATIONSHIP_DECOYS, ids=[t[:40] for t in RELATIONSHIP_DECOYS])
def test_relationship_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []


@pytest.mark.parametrize(("text", "slot", "word"), MORE_KINDS, ids=[f"{t[:30]}-{a}" for t, a, _ in MORE_KINDS])
def test_more_kinds_are_read(text: str, slot: str, word: str) -> None:
    if slot == "content":
        assert any(word in content for _, _, content in _keys(text)), _keys(text)
    else:
        assert _reads(text, slot, word), _keys(text)


def test_more_look_alikes_give_nothing_wrong() -> None:
    wrong = {
        text: keys
        for text in MORE_DECOYS
        if (keys := [k for k, _, _ in _keys(text) if k.split("/")[0] in ("environment", "preference", "fact", "goal")])
    }
    assert wrong == {}


ALLERGY_AND_CONDITION: list[tuple[str, list[tuple[str, str]]]] = [
    ("allergic to kiwi and diabetic, so which desserts are ok?",
     [("fact/allergy", "kiwi"), ("fact/health", "diabetes")]),
    ("I'm allergic to penicillin and asthmatic btw", [("fact/allergy", "penicillin"), ("fact/health", "asthma")]),
    ("im allergic to peanuts, sesame and dyslexic lol", [("fact/allergy", "peanuts"), ("fact/allergy", "sesame"),
                                                          ("fact/health", "dyslexia")]),
    ("sou alérgica a kiwi e diabética, o que posso comer?", [("fact/allergy", "kiwi"), ("fact/health", "diab")]),
    ("tenho alergia a amendoim, camarão e pólen", [("fact/allergy", "peanut"), ("fact/allergy", "camar"),
                                                   ("fact/allergy", "pollen")]),
]


@pytest.mark.parametrize(("text", "expected"), ALLERGY_AND_CONDITION, ids=[t[:40] for t, _ in ALLERGY_AND_CONDITION])
def test_allergies_and_a_condition_in_one_breath_are_one_memory_each(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """A condition said as an adjective inside an allergy list is its own fact, never "allergic to diabetic"."""
    keys = _keys(text)
    for slot, word in expected:
        assert any(key == slot and word in obj for key, obj, _ in keys), (slot, word, keys)
    assert len([k for k in keys if k[0] in ("fact/allergy", "fact/health")]) == len(expected), keys


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("I'm an SRE at a bank", "user is an sre"),
        ("im a UX designer in Leeds", "user is a ux designer"),
        ("I'm an NHS nurse", "user is an nhs nurse"),
        ("i'm a university lecturer", "user is a university lecturer"),
    ],
)
def test_the_article_follows_the_sound_of_the_job(text: str, said: str) -> None:
    """Initialisms are read letter by letter ("an SRE", "a UX designer"); "university" starts with a "y" sound."""
    assert any(content.startswith(said) for _, _, content in _keys(text)), _keys(text)
