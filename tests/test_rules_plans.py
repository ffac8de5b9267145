"""What is coming in the user's life, said as a plan: a trip meant with a time ahead ("we want to visit Japan in
April", "queremos ir pra Portugal em maio"), an event the user is having or doing ("I'm having surgery next month",
"I'm sitting my finals in May") and a baby on the way ("we're having a baby in June").

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

PLANS = [
    ("we want to visit Japan in April, what should we book first", "context/travel", "japan"),
    ("I'm planning to go to Lisbon next year with my sister", "context/travel", "lisbon"),
    ("we're thinking of going to Crete this summer, north or south?", "context/travel", "crete"),
    ("I'd love to go to Iceland next winter, when are the lights best", "context/travel", "iceland"),
    ("hoping to fly to Toronto in June to see my cousins", "context/travel", "toronto"),
    ("my husband and I want to go to Vietnam over Christmas", "context/travel", "vietnam"),
    ("we plan to head to Scotland in the spring", "context/travel", "scotland"),
    ("I want to travel to Peru in a few months, which vaccines do I need", "context/travel", "peru"),
    ("quero ir ao Japão em abril, quanto gasto", "context/travel", "jap"),
    ("queremos ir pra Portugal em maio, o que vale a pena ver", "context/travel", "portugal"),
    ("a gente quer ir pro Chile no ano que vem", "context/travel", "chile"),
    ("estamos a pensar ir a Roma no verão", "context/travel", "rom"),
    ("pretendo viajar para Londres no Natal", "context/travel", "lond"),
    ("gostava de ir aos Açores em setembro", "context/travel", "açores"),
    ("planejamos ir pra Buenos Aires em julho", "context/travel", "buenos aires"),
    ("tô pensando em ir pra Salvador no carnaval", "context/travel", "salvador"),
    ("I'm having surgery on my knee next month, how long is recovery", "context/event", "surgery"),
    ("I'm sitting my finals in May and I can't focus", "context/event", "finals"),
    ("I'm running the Leeds 10k on Sunday, pacing tips?", "context/event", "10k"),
    ("I'm taking my driving test on Friday", "context/event", "driving test"),
    ("we're having a baby in June, what do we actually need", "context/situation", "expecting"),
    ("I'm having twins in the autumn!", "context/situation", "expecting"),
    ("we're having our second in March, how do I prep my toddler", "context/situation", "expecting"),
]

NOT_PLANS = [
    "I want to visit Japan someday",
    "I want to go to bed early tonight",
    "should we go to Japan in April?",
    "if we go to Japan in April, what should we see",
    "my sister wants to go to Japan in April",
    "quero ir ao Japão um dia",
    "a minha irmã quer ir a Roma em maio",
    "se eu for a Roma em maio, o que vejo",
    "my friend is having surgery next month",
    "we're having a baby shower next week",
    "my sister is having a baby in June",
]


@pytest.mark.parametrize(("text", "slot", "word"), PLANS)
def test_what_is_coming_said_as_a_plan(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize("text", NOT_PLANS)
def test_wishes_questions_and_other_peoples_plans(text: str) -> None:
    assert not any(key in ("context/travel", "context/situation") for key, _, _ in keys(text)), keys(text)
    assert not (text.startswith("my friend") and keys(text))
