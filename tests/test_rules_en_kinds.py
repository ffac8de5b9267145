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
    ("i live in chorlton (manchester) and my landlord never answers", "fact.home_city", "manchester"),
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
    ("paella for 6 pls (allergic to shellfish)", "fact.allergy", "shellfish"),
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
    ("my pcs on windows 10, can it run this game", "environment.os", "Windows 10"),
    ("My work PC runs Ubuntu 22.04 and the wifi keeps dropping", "environment.os", "Ubuntu"),
    ("i'm on linux mint at home, how do i install steam", "environment.os", "Linux Mint"),
    ("i read everything on a kindle, which one has the best screen", "environment.device", "Kindle"),
    ("I do all my banking on my iPhone, is that safe?", "environment.device", "iPhone"),
    ("i do all my drawing on an ipad, which stylus is best", "environment.device", "iPad"),
    # "been learning X for …" is a skill already
    ("been learning italian for two years but still freeze when speaking", "skill.speaks", "Italian"),
    ("I've been learning the cello for three years, which pieces are grade 5?", "skill.plays", "cello"),
    ("i've been learning japanese since 2021", "skill.speaks", "Japanese"),
    # a pet or relative introduced with "called"/"named"
    ("we've got a cockapoo called Alfie who eats socks", "relationship.pet", "Alfie"),
    ("I have a cat named Miso and she hates the hoover", "relationship.pet", "Miso"),
    ("we just adopted a greyhound called Rocket, how long till he settles?", "relationship.pet", "Rocket"),
    ("i have a little brother named theo, what lego is good for a 7 year old", "content", "brother named theo"),
    ("no pets except an old tortoise, is a dog a bad idea?", "relationship.pet", "tortoise"),
    ("No other pets apart from a grumpy cat, can I foster kittens?", "relationship.pet", "cat"),
    ("no pets but a goldfish lol", "relationship.pet", "goldfish"),
    # how many children or grandchildren, also for "we"
    ("We have two kids and four grandkids, so a big table is a must", "relationship.grandchildren", "4"),
    ("we've got three children under five, send help", "relationship.children", "3"),
    ("I've got two daughters and a son", "relationship.children", "2"),
    # the user and someone else as one subject ("me and my wife", "Sam and I", "my bf and i")
    ("me and my husband just had twins, how do we survive the nights", "relationship.children", "twins"),
    ("my gf and i live in bristol, cheap date ideas?", "fact.home_city", "Bristol"),
    ("Alex and I are getting married in the autumn, venue ideas?", "context.event", "wedding"),
    ("we're getting married next spring, where do we start", "context.event", "wedding"),
    ("me and dan split up last month so i'm single now", "relationship.status", "single"),
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
    # work and study as said in passing
    ("i work part time as a barista so weekends are out", "fact.job_title", "barista"),
    ("I work nights as a care assistant, how do I sleep in the day?", "fact.job_title", "care assistant"),
    ("im a 2nd year psych student and stats is killing me", "fact.field_of_study", "psychology"),
    ("so i'm a nurse doing nights, what should i eat at 3am?", "fact.job_title", "nurse"),
    ("I'm a paramedic covering rural shifts, best flask for soup?", "fact.job_title", "paramedic"),
    ("im a chef tho, so dont dumb the recipe down", "fact.job_title", "chef"),
    ("I'm a final-year law student, what should I read over summer?", "fact.field_of_study", "law"),
    ("I'm a mature nursing student, any study tips", "fact.field_of_study", "nursing"),
    ("at leeds uni btw so it's harvard referencing", "fact.school", "Leeds Uni"),
    ("I'm at Bristol University doing maths, how do I find a flat?", "fact.school", "Bristol University"),
    ("i go to the university of york and the library closes at 10", "fact.school", "University of York"),
    ("I've got a new job at Network Rail, how do I resign politely?", "fact.employer", "Network Rail"),
    ("I just started at Monzo last week, how do I make friends at work?", "fact.employer", "Monzo"),
    ("I'm starting at Deloitte on Monday as a graduate analyst", "fact.employer", "Deloitte"),
    ("I was a postman for thirty years, what hobbies suit someone who likes walking?", "fact.former_job", "postman"),
    ("I'm a retired teacher, what can I do with my time", "fact.former_job", "teacher"),
    ("I was a nurse until 2019, can I go back?", "fact.former_job", "nurse"),
    # a car
    ("I drive a 2012 Toyota Yaris, is it worth fixing the aircon?", "fact.car", "Toyota Yaris"),
    ("i drive an old vw polo and the clutch is going", "fact.car", "VW Polo"),
    ("I've got a Tesla Model 3, where can I charge it?", "fact.car", "Tesla Model 3"),
    # skills said in passing
    ("I know a little JavaScript, is React hard to pick up?", "content", "JavaScript"),
    ("I used Excel every day at my last job, should I learn SQL?", "skill.knows", "Excel"),
    ("I've used Photoshop for years, is Affinity a good switch?", "skill.knows", "Photoshop"),
    ("im mental health first aid certified, how do i support a colleague", "skill.knows", "mental health first aid"),
    ("I'm CPR certified, does that help for a lifeguard job?", "skill.knows", "cpr"),
    ("I'm handy at plumbing, can I fit a new tap myself?", "content", "handy at plumbing"),
    # likes said as "a … drinker/lover/fan" or "X is my fav …"
    ("i'm a massive coffee drinker, is 5 a day too many", "preference.likes", "coffee"),
    ("I'm a huge sci-fi reader, recommend something new", "preference.likes", "sci-fi"),
    ("I'm an avid crossword fan, any apps?", "preference.likes", "crossword"),
    ("arctic monkeys are my fav band, similar stuff?", "preference.likes", "Arctic Monkeys"),
    ("Bluey is honestly my favourite show, anything similar?", "preference.likes", "Bluey"),
    ("the killers are my all-time favourite band", "preference.likes", "Killers"),
    # a taste without its subject
    ("hate olives, they're too salty. pizza ideas?", "content", "hates olives"),
    ("love spicy food so go wild with the chilli", "content", "loves spicy food"),
    ("can't stand coriander, leave it out", "content", "coriander"),
    # pronouns alone, age with a time, trips home, volunteering, job hunting
    ("(he/him btw) can you fix the bio", "identity.pronouns", "he/him"),
    ("they/them pls, thanks", "identity.pronouns", "they/them"),
    ("I turned 40 on Sunday, time for a health check?", "identity.age", "40"),
    ("i turned 30 last week and i'm spiralling", "identity.age", "30"),
    ("moved back to sheffield after uni, where do grads hang out?", "fact.home_city", "Sheffield"),
    ("we just moved from bath to bristol, best gp surgery?", "fact.home_city", "Bristol"),
    ("I volunteer at a food bank twice a month", "context.situation", "volunteering"),
    ("job hunting again, how do I explain a gap year?", "content", "job hunting"),
    # a goal said without "my"
    ("goal is a sub 2 hour half by october, build me a plan", "content", "goal is a sub 2 hour half"),
    ("main goal this year is to read 30 books", "content", "read 30 books"),
    ("dream is to open a bakery one day, where do I start?", "content", "open a bakery"),
    # an allergy said through what the user can't have
    ("(I can't take ibuprofen, allergic) what else works for a migraine?", "fact.allergy", "ibuprofen"),
    ("i can't eat kiwi because i'm allergic, what fruit is safe", "fact.allergy", "kiwi"),
    ("I can't have penicillin as I'm allergic, is amoxicillin ok?", "fact.allergy", "penicillin"),
    # "we" for a couple's status, and "!!" ending a statement in a lower-case run
    ("he proposed last night!! we're engaged, how do we tell everyone", "relationship.status", "engaged"),
    ("we got married last summer, how do I change my name on my passport", "relationship.status", "married"),
    ("omg!! we're engaged, what do we do first", "relationship.status", "engaged"),
    # a device handed down or given
    ("My daughter gave me her old iPad, how do I set up email on it?", "environment.device", "iPad"),
    ("my wife bought me a Kindle for christmas, how do I get library books on it", "environment.device", "Kindle"),
    ("My sister passed me down her old MacBook, how do I wipe it?", "environment.device", "MacBook"),
    # changes over time: the new value on the same slot as the old one
    ("I'm not vegetarian anymore, eat fish now", "preference.diet", "pescatarian"),
    ("I'm no longer vegan, I eat meat again", "preference.diet", "omnivore"),
    ("not veggie any more, I've started eating fish again", "preference.diet", "pescatarian"),
    ("I don't live in Leeds anymore, moved to York in May", "fact.home_city", "York"),
    ("we don't live in Leeds any more, we moved to Bath", "fact.home_city", "Bath"),
    ("I used to live in Leeds but now I live in York", "fact.home_city", "York"),
    ("I no longer work at Aviva, now I work at Monzo", "fact.employer", "Monzo"),
    ("I used to be a teacher, now I'm a nurse", "fact.job_title", "nurse"),
    ("quit my job at the bank, i'm a freelance designer now", "fact.job_title", "freelance designer"),
    ("me n kai broke up so im single now", "relationship.status", "single"),
    # a second clause that opens without its subject
    ("i'm a nurse, allergic to penicillin", "fact.allergy", "penicillin"),
    ("I'm a student, vegan since I was 14", "preference.diet", "vegan"),
    ("I'm from Nigeria originally but live in Manchester", "fact.home_city", "Manchester"),
    ("grew up in Cork and work as a chef now", "fact.job_title", "chef"),
    # the town a job is in
    ("im a teacher in leeds btw", "fact.home_city", "Leeds"),
    ("im a nurse in glasgow btw, night shifts", "fact.home_city", "Glasgow"),
    ("I'm a barista in Camden, weekends only", "fact.home_city", "Camden"),
    # a diet kept for a while, a family role with an adjective
    ("been vegan for 5 years, any protein tips", "preference.diet", "vegan"),
    ("I've been veggie since uni, what's a good iron source?", "preference.diet", "vegetarian"),
    ("as a new mum I'm exhausted, quick meals?", "relationship.status", "parent"),
    ("As a working dad of two, how do I fit in exercise?", "relationship.status", "parent"),
]

# Memories say what the person said and nothing more: no chat filler, no tail of the sentence.
WORDING: list[tuple[str, str]] = [
    ("live in swindon btw, which gyms open at 5am", "User lives in Swindon"),
    ("I have a Google Pixel phone and the battery is dying", "User has a Google Pixel phone"),
    ("hate olives, they're too salty. pizza ideas?", "User hates olives"),
    ("got rid of the old laptop, I'm on a macbook air now", "User uses a MacBook Air (macOS)"),
    ("my wife bought me a Kindle for christmas", "User has a Kindle"),
    ("my bf kai keeps leaving his dishes everywhere", "User's boyfriend is named Kai"),
    ("im first aid trained obvs, what do i do for a nosebleed", "User is first aid trained"),
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
    # work, study, cars, skills and tastes that are someone else's, asked, supposed or a reaction
    "my wife got a new job at Tesco",
    "my brother is at bristol uni",
    "should i go to leeds uni or york?",
    "I started running in March",
    "I joined a gym",
    "my dad drives a Ford Focus",
    "if I drove a Tesla would I save money",
    "I was a bit of a nerd in school",
    "I used to use Excel a lot",
    "which is my fav?",
    "my friend says Oasis are her fav band",
    "love it, thanks",
    "love the new layout",
    "hate when that happens",
    "I'm not a teacher, I just volunteer at the library sometimes.",
    "write a cover letter for a barista called Jo who works part time",
    # goals, allergies and couples that are someone else's or figurative
    "my sister's goal is to run a marathon",
    "I'm allergic, what should I avoid?",
    "my son can't eat nuts, he's allergic",
    "my parents are married",
    "we're married to our jobs lol",
    "my son gave me his old car",
    "my friend gave me her iPhone number",
    # old values and other people's changes give nothing
    "I don't live in Leeds anymore",
    "I'm not a vegetarian any more",
    "I used to work at Aviva",
    "my sister is vegan, eat fish now?",
    "my brother moved to York",
    # look-alikes of the new shapes: a baby shower, a dog-eared book, a task as a goal, a figure of speech
    "I had a baby shower to plan",
    "I have a dog-eared copy of that book",
    "goal is to fix this function by tonight",
    "dream is a strong word lol",
    "hate to ask but can you redo the table?",
    "love that idea, go with it",
    "we're off to the shops",
    "we've got a problem with the server",
    "me and the team are stuck on this bug",
    "I'm on a call, be quick",
    "I used the wrong formula, fix it",
    "with my luck it'll rain",
    "this is my fav part",
    "I'm trained to spot these errors",
    "My laptop is on the desk",
    "no pets allowed in my flat, any tips for fake plants?",
    "my landlord says no pets except fish",
]

# A true statement that must not also give a misreading of another attribute.
MISREADINGS: list[tuple[str, str]] = [
    ("I'm a developer in fintech", "fact.home_city"),
    ("im a nurse in a&e", "fact.home_city"),
    ("I'm a teacher in a primary school", "fact.home_city"),
    ("I'm a student in my final year", "fact.home_city"),
    ("I basically live in Figma these days", "fact.home_city"),
    ("I'm a physio, on my feet all day", "fact.home_city"),
]


@pytest.mark.parametrize(("text", "slot", "word"), STATEMENTS, ids=[t[:40] for t, _, _ in STATEMENTS])
def test_statement_is_read(text: str, slot: str, word: str) -> None:
    assert _has(text, slot, word), _findings(text)


@pytest.mark.parametrize(("text", "content"), WORDING, ids=[t[:40] for t, _ in WORDING])
def test_memory_is_worded_cleanly(text: str, content: str) -> None:
    assert [c for _, _, c in _findings(text)] == [content]


@pytest.mark.parametrize(("text", "slot"), MISREADINGS, ids=[t[:40] for t, _ in MISREADINGS])
def test_no_misreading(text: str, slot: str) -> None:
    assert slot not in [found_slot for found_slot, _, _ in _findings(text)]


@pytest.mark.parametrize("text", DECOYS, ids=[t[:40] for t in DECOYS])
def test_look_alike_gives_nothing(text: str) -> None:
    assert _findings(text) == []
