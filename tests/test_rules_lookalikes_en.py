"""English look-alikes: sentences people type to an assistant that sound like a statement about themselves but are
not one, and must give no memory (or not the wrong kind).

Every sentence was written for this file, by kind of phrasing, not taken from any evaluation data: one-off requests
that sound like standing instructions, tools and devices that are the topic of a question or belong to someone else,
pasted logs and code, goals of a character or a client, homework prompts, hypotheticals, quoted speech, role-play,
product descriptions, sarcasm and figures of speech, lists of options. Beside each kind, a few true statements of
the same shape show that the real reading survives.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text

SENT_AT = "2025-03-12T10:00:00Z"


def _types(text: str) -> list[str]:
    return [hit.finding.type for hit, _ in read_text(text, SENT_AT)]


# ---- requests for this answer only, or rules asked about: no standing instruction ----------------------------------

ONE_OFF_REQUESTS = [
    "answer in bullet points this time",
    "use python for this one",
    "write it in a formal tone",
    "can you write this letter in a formal tone",
    "reply in spanish for this one please",
    "just this once, keep it short",
    "make this one shorter",
    "for this answer use a table",
    "translate this to german",
    "write the email in british english",
    "give me the code in rust this time",
    "no emojis in this particular post",
    "keep this reply under 100 words",
    "format the output as json",
    "summarise this in three bullet points",
    "rewrite this paragraph to be more casual",
    "can you answer in portuguese this time?",
    "use metric units for this recipe",
    "for this script use bash",
    "answer in french this time pls",
    "only this once, skip the intro",
    "keep it under 200 words for this post",
    "be brief for this question",
    "use a table for this answer",
    "respond in german this time, my colleague needs it",
    "write in a casual tone for this email",
    "no bullet points for this letter",
    "give me just the code this time",
    "use british spelling for this essay",
    "always use semicolons in javascript, is that true?",
    "never use eval in python, right?",
    "always use type hints, correct?",
    "you should always validate input, isn't it?",
    "never answer with a single word, or not?",
    "why do people always use vim?",
    "is it true that you should always use https?",
    "do you always answer in english?",
    '"always answer in french" is what the teacher said',
    "please use markdown for the table below",
    "use simple words please, it's for my 7 year old",
    "don't use jargon, the audience is kids",
    "keep it under 280 characters, it's a tweet",
    "be brutally honest about this draft",
    "don't be so formal in this one",
    "answer like a pirate from now on in this story",
    "call me captain in this game",
    "in this roleplay always call me your majesty",
    "write shorter sentences for the paragraph above",
    "make it rhyme, it's for a birthday card",
    "write in british english, for this document only",
    "no emojis in this caption",
    "use a friendly tone for this speech",
]

STANDING_INSTRUCTIONS = [
    "always answer in bullet points",
    "from now on reply in spanish",
    "please answer in spanish from now on, starting this time",
    "can you keep answers short?",
    "pls no emojis",
    "always use metric units",
    "never use eval in code you give me",
    "always use simple words, english isn't my first language",
    "call me Bob",
]


@pytest.mark.parametrize("text", ONE_OFF_REQUESTS)
def test_a_request_for_this_answer_is_no_standing_instruction(text: str) -> None:
    assert "instruction" not in _types(text)


@pytest.mark.parametrize("text", STANDING_INSTRUCTIONS)
def test_a_standing_instruction_is_still_read(text: str) -> None:
    assert "instruction" in _types(text)


# ---- tools, systems and devices: the topic of a question, someone else's, in a log or in code ---------------------

NOT_MY_TOOLS = [
    "is Notion better than Obsidian?",
    "how do I install docker on ubuntu",
    "what's the difference between vscode and pycharm",
    "should i buy an iphone or a pixel?",
    "how do i reset my router",
    "is linux mint good for beginners",
    "which is better, windows 11 or macos?",
    "can you compare slack and teams",
    "how do I use git rebase",
    "what does excel's vlookup do",
    "is the macbook air good for programming?",
    "does spotify work on linux",
    "how to export from figma to pdf",
    "write a tutorial on setting up postgres on windows",
    "my dad's iphone keeps freezing",
    "my mum uses an ipad and can't find the settings",
    "my sister has a macbook and wants to install steam",
    "my boss uses excel for everything",
    "my son's laptop runs windows 10",
    "my client uses shopify",
    "the company uses jira",
    "my friend codes in rust",
    "my students use chromebooks",
    'Traceback: File "/usr/lib/python3/site-packages/django/core.py", line 12',
    "error: npm ERR! code ENOENT",
    "import pandas as pd",
    "the app works on iphone, android and windows",
    "our product is built with react and node",
    "product description: this phone runs android 14 and has a 6 inch screen",
    "options: python, java or go?",
    "should I learn python, javascript or go?",
    "pick one: mac, windows or linux",
    "i'm torn between the iphone 15 and the pixel 8",
    "this project uses typescript",
    "the repo uses poetry",
    "the server runs ubuntu 22.04",
    "the error happens on chrome",
    "it crashes on my iphone simulator",
    "the layout breaks on my android emulator",
    "testing it on my ipad simulator, the buttons overlap",
    "i'm trying to install node on windows",
    "I have a question about excel",
    "my kid is obsessed with roblox",
    "our teacher makes us use google docs",
    "the school gives us chromebooks",
    "the tutorial uses pycharm",
    "in the video he uses a mac",
    "the youtuber codes in vim",
    "i'm helping my mum set up her new iphone",
    "i'm setting up a laptop for my dad",
    "i'm buying a macbook for my daughter",
    "i got my son an ipad for christmas",
    "i'm looking at the galaxy s24 for my wife",
    "i'm fixing my neighbour's computer",
    "i gave my old ipad to my niece",
    "we're giving my old macbook to my nephew",
    "i traded in my iphone 12 last week",
    "i got rid of my kindle",
    "i lost my iphone",
    "i sold my macbook",
    "my laptop is basically a space heater",
    "my phone is a brick",
]

MY_TOOLS = [
    "I use obsidian for notes",
    "i'm on a macbook air",
    "it crashes on my iphone",
    "I'm on Ubuntu on an old ThinkPad",
]


@pytest.mark.parametrize("text", NOT_MY_TOOLS)
def test_a_tool_not_used_by_the_user_is_not_their_environment(text: str) -> None:
    assert "environment" not in _types(text)


@pytest.mark.parametrize("text", MY_TOOLS)
def test_a_tool_the_user_uses_is_read(text: str) -> None:
    assert "environment" in _types(text)


# ---- goals and projects of a character, a client, a task or one sitting --------------------------------------------

NOT_MY_GOALS = [
    "write a cover letter for someone who wants to become a nurse",
    "write a story about a girl who wants to become an astronaut",
    "my client wants to become the market leader in vegan snacks",
    "the character's goal is to find her father",
    "write a bio for a man who wants to run a marathon",
    "the protagonist wants to learn to fly",
    "help me write a speech for a student who wants to be a doctor",
    "my goal for this chat is to understand recursion",
    "my goal in this game is to collect all the stars",
    "my aim for this essay is to compare two poems",
    "my goal for the session is to fix the login bug",
    "i want to finish this by friday",
    "i want to get it done before lunch",
    "i hope to fix that today",
    "my objective for this call is to agree a price",
    "the goal of this function is to parse dates",
    "the aim of the essay is to compare two poems",
    "i want to know how photosynthesis works",
    "i want you to write a poem",
    "i want a recipe for lasagne",
    "my homework is to build a todo app in react",
    "the assignment: build a calculator in java",
    "task: write a program that sorts a list",
    "project idea: a weather app using flutter",
    "write me a project proposal for a bakery website",
    "give me 5 project ideas for a beginner in python",
    "as a user i want to reset my password",
    "as an admin i want to see all orders",
    "write a user story: as a teacher I want to grade homework online",
    "the project is due tomorrow",
    "i have to write an essay about climate change",
]

MY_GOALS = [
    "my goal for this year is to run a marathon",
    "my goal for next year is to learn spanish",
    "my main goal is to lose 10kg",
    "i want to become a nurse one day",
]


@pytest.mark.parametrize("text", NOT_MY_GOALS)
def test_a_goal_that_is_not_the_users_aim_gives_none(text: str) -> None:
    assert not {"goal", "project"} & set(_types(text))


@pytest.mark.parametrize("text", MY_GOALS)
def test_the_users_own_goal_is_read(text: str) -> None:
    assert "goal" in _types(text)


# ---- hypotheticals, quoted speech, role-play, someone else's facts: nothing at all ---------------------------------

NOTHING_AT_ALL = [
    "if i lived in paris what would i do",
    "suppose I'm a doctor, what would my day look like",
    "imagine i'm allergic to nuts, what should i eat",
    "let's say i have a dog, what breed suits a flat",
    "what if i was vegan",
    "if i were a teacher how would i handle this",
    "she said \"i'm a vegetarian and i live in rome\"",
    "he told me he's a nurse",
    "my friend said she works at google",
    "let's role play: i'm a detective in new york",
    "let's roleplay, i'm a pirate captain and you're my first mate",
    "role play: i am a doctor and you are my patient",
    "you are a chef and i am the customer",
    "in this scenario i'm a manager at a bank",
    "in minecraft i live in a castle",
    "my character in the game is a wizard who lives in a tower",
    "tell me a joke",
    "can you help me plan a trip to rome",
    "i need a name for my cat",
    "remember that the meeting is at 3",
    "i have a meeting at 3 with my boss",
    "customer: i'm 35 and live in dublin",
    "Q: i am a vegetarian, what should i cook? A: try lentils",
    "Interviewer: tell me about yourself. Candidate: I'm a nurse from Ohio",
    "user: i'm allergic to peanuts, is this safe?",
    "Person 2: i work at a bank in leeds",
    "example: I am a teacher from Porto",
    "persona: a 30 year old nurse who lives in london",
    "i'm reading a book about a chef",
    "i'm watching a show about lawyers",
    "i need a logo for my client's bakery",
    "i need help with my sister's cv",
    "i'm looking for a gift for a nurse",
    "what should a vegan eat for protein?",
    "what do nurses earn in the uk?",
    "vegan recipe for 4 people",
    "gluten free cake ideas",
    "a poem about living in london",
    "a story about a girl who lives in paris",
]


@pytest.mark.parametrize("text", NOTHING_AT_ALL)
def test_a_sentence_not_about_the_user_gives_nothing(text: str) -> None:
    assert _types(text) == []


#: A label of the user's own ("note:", "context:") is no pasted dialogue.
STILL_READ = ["note: i'm vegan", "context: i'm a nurse in leeds", "update: i moved to york"]


@pytest.mark.parametrize("text", STILL_READ)
def test_a_label_of_the_users_own_is_read(text: str) -> None:
    assert _types(text) != []


# ---- sarcasm: what the sentence "loves" is what it complains about -------------------------------------------------

SARCASM = [
    "oh great, i just love debugging on a friday night",
    "oh joy, i love it when the build breaks",
    "i just love it when my code breaks at 2am",
    "i love it when the train is late again",
    "nothing i love more than a 3 hour meeting",
    "great, just what i needed, i love queuing",
    "i love how my printer never works",
    "i love that my flight got cancelled",
    "oh wonderful, i adore being on hold",
    "just great, i love spending my saturday on taxes",
    "i love mondays /s",
    "yeah right, i adore doing my taxes",
]

SINCERE = ["i love hiking", "i just love sushi", "great question! i love astronomy btw"]


@pytest.mark.parametrize("text", SARCASM)
def test_sarcasm_gives_no_taste(text: str) -> None:
    assert "preference" not in _types(text)


@pytest.mark.parametrize("text", SINCERE)
def test_a_sincere_taste_is_read(text: str) -> None:
    assert "preference" in _types(text)
