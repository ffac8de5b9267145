"""Four more kinds, in English: a taste said as the best of the user's time, how much said after a taste, a diet
said with "eat", and a job said as what the user teaches. Sentences written for these tests, none from the
evaluation set; each kind has look-alikes that must give nothing of it."""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads_kind

BEST_OF_MY_TIME = [
    ("Pottery on Thursday nights is the best part of my week, not even joking.", "pottery"),
    ("saturday parkrun is the highlight of my week", "saturday parkrun"),
    ("choir is the highlight of my week tbh", "choir"),
    ("Sunday roast with the family is the best bit of my weekend", "sunday roast"),
    ("my morning swim is honestly the best part of my day", "swim"),
    ("George Strait is basically the soundtrack of my life lol", "george strait"),
    ("true crime podcasts are my guilty pleasure on the commute", "true crime podcasts"),
    ("the gym is my happy place in the mornings", "gym"),
]
NOT_BEST_OF_MY_TIME = [
    "the best part of my week was seeing you",
    "is yoga the best part of my day?",
    "his cooking is the best part of my day",
    "that song is the soundtrack of my life",
    "work is the best part of my week",
]


@pytest.mark.parametrize(("text", "thing"), BEST_OF_MY_TIME)
def test_a_taste_said_as_the_best_of_the_users_time(text: str, thing: str) -> None:
    assert reads_kind(text, "preference/likes", thing)


@pytest.mark.parametrize("text", NOT_BEST_OF_MY_TIME)
def test_someone_elses_or_a_question_is_no_taste(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key.startswith("preference/")]


HOW_MUCH_AFTER = [
    ("i despise running with every fiber of my being but i need cardio", "user despises running"),
    ("I hate ironing with a passion", "user hates ironing"),
    ("I love my garden to bits", "user loves their garden"),
    ("I love sushi so much", "user loves sushi"),
    ("I like jazz a lot", "user likes jazz"),
    ("I love Lisbon more than anything", "user loves lisbon"),
    ("i can't stand olives, like at all", "user can't stand olives"),
    ("I adore my grandkids with all my heart", "user adores their grandkids"),
]


@pytest.mark.parametrize(("text", "content"), HOW_MUCH_AFTER)
def test_how_much_is_not_part_of_the_thing(text: str, content: str) -> None:
    tastes = [said for key, _, said in keys(text) if key.startswith(("preference/", "relationship/"))]
    assert content in tastes, tastes


DIET_EAT = [
    ("I eat gluten free, so keep that in mind for any recipes.", "gluten-free"),
    ("i eat vegan mostly", "vegan"),
    ("we eat halal at home, any recipes?", "halal"),
    ("I eat dairy free since the baby", "dairy-free"),
    ("i eat pescatarian these days", "pescatarian"),
    ("we eat kosher", "kosher"),
    ("I eat plant-based now", "vegan"),
    ("we eat vegetarian as a family", "vegetarian"),
]
NOT_A_DIET = [
    "I eat a lot of pasta",
    "my wife eats vegan",
    "should I eat gluten free?",
    "if we ate vegan, would we save money?",
]


@pytest.mark.parametrize(("text", "diet"), DIET_EAT)
def test_a_diet_said_with_eat(text: str, diet: str) -> None:
    assert ("preference/diet", diet) in [(key, obj) for key, obj, _ in keys(text)]


@pytest.mark.parametrize("text", NOT_A_DIET)
def test_what_is_eaten_or_someone_elses_diet_is_no_diet(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key == "preference/diet"]


TEACH = [
    ("I teach high school chemistry in Dayton and I need a lab safety quiz", "high school chemistry teacher", "dayton"),
    ("I teach English in Seoul", "english teacher", "seoul"),
    ("i teach year 6, any ideas for a science week?", "year 6 teacher", None),
    ("I teach piano", "piano teacher", None),
    ("I teach yoga on weekends", "yoga teacher", None),
    ("i teach maths part-time", "maths teacher", None),
    ("I teach at a primary school in Bristol", "teacher", "bristol"),
    ("I teach physics in Lyon, pls help with a lab sheet", "physics teacher", "lyon"),
]
NOT_A_TEACHER = [
    "I teach my kids at home on fridays",
    "my mum teaches piano",
    "if I taught English in Japan, would I need a degree?",
    "I teach them nothing",
]


@pytest.mark.parametrize(("text", "title", "town"), TEACH)
def test_what_the_user_teaches_is_their_job(text: str, title: str, town: str | None) -> None:
    found = [(key, obj) for key, obj, _ in keys(text)]
    assert ("fact/job_title", title) in found, found
    assert town is None or ("fact/home_city", town) in found, found


@pytest.mark.parametrize("text", NOT_A_TEACHER)
def test_teaching_ones_own_or_someone_elses_is_no_job(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key == "fact/job_title"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I teach at Moseley Park, a 1,200-pupil comp, so practicals have to work", "moseley park"),
        ("I teach maths at Leeds Grammar", "leeds grammar"),
        ("i teach history at St Mary's in Cork", "st mary's"),
    ],
)
def test_where_the_user_teaches_is_their_employer(text: str, employer: str) -> None:
    assert ("fact/employer", employer) in [(key, obj) for key, obj, _ in keys(text)]


def test_a_school_named_only_by_its_kind_is_no_employer() -> None:
    assert not [key for key, _, _ in keys("I teach at a primary school in Bristol") if key == "fact/employer"]
