"""What the user has, said in passing inside a request: their car by its make or model alone ("the brakes on my
Golf squeal"), their home by a possession in a town ("our flat in Leith has damp"), and a workplace by how long
they have been there ("I've been at Deloitte 4 years").

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

IN_PASSING = [
    ("my Tesla's range dropped a lot this winter, is that normal", "fact/car", "tesla"),
    ("my old Civic needs new brakes, how much should that cost", "fact/car", "civic"),
    ("the brakes on my Golf squeal when it rains", "fact/car", "golf"),
    ("our Qashqai keeps stalling at lights, any idea why", "fact/car", "qashqai"),
    ("my 2014 Yaris has a warning light on the dash", "fact/car", "yaris"),
    ("my toyota's battery died again lol", "fact/car", "toyota"),
    ("my Skoda needs an MOT next month, what usually fails", "fact/car", "skoda"),
    ("my Octavia won't start in the cold", "fact/car", "octavia"),
    ("our flat in Leith has damp in the bathroom, how do I fix it", "fact/home_city", "leith"),
    ("my landlord in Bristol wants to raise the rent by 20%, is that legal", "fact/home_city", "bristol"),
    ("the rent on my place in Brooklyn went up again", "fact/home_city", "brooklyn"),
    ("my neighbourhood in Hackney is so loud at night", "fact/home_city", "hackney"),
    ("our house in Didsbury is freezing, cheap ways to heat it?", "fact/home_city", "didsbury"),
    ("my apartment in Austin has no dishwasher, meal prep tips?", "fact/home_city", "austin"),
    ("my street in Headingley floods every winter", "fact/home_city", "headingley"),
    ("our building in Porto has no lift, so groceries are hell", "fact/home_city", "porto"),
    ("I've been at Deloitte 4 years, should I move", "fact/employer", "deloitte"),
    ("I've worked at Tesco for a decade and I'm bored", "fact/employer", "tesco"),
    ("been with Arup since 2019, is it time to ask for a raise", "fact/employer", "arup"),
    ("I've been at Google for 3 years now", "fact/employer", "google"),
    ("I have been working at Ocado for six years", "fact/employer", "ocado"),
    ("I've been with the NHS since 2016, burnt out now", "fact/employer", "nhs"),
    ("ive been at Monzo for about two years, how do I get promoted", "fact/employer", "monzo"),
    ("I've worked for Siemens since 2012", "fact/employer", "siemens"),
]

NOT_MINE = [
    "my golf swing is terrible, any drills",
    "my jazz records are warped",
    "my Tesla shares are down again",
    "my sister's flat in Leeds has damp",
    "my house in Spain is rented out most of the year",
    "our holiday flat in Albufeira needs painting",
    "if my flat in Leeds sells, where should I move",
    "my place in the queue keeps changing",
    "I've been at uni for 3 years",
    "I've been in Lisbon for a week on holiday",
    "my sister has been at Google for 3 years",
    "should I stay at Deloitte for another year?",
]


@pytest.mark.parametrize(("text", "slot", "word"), IN_PASSING)
def test_what_the_user_has_said_in_passing(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize("text", NOT_MINE)
def test_look_alikes_give_no_car_home_or_employer(text: str) -> None:
    assert not any(key in ("fact/car", "fact/home_city", "fact/employer") for key, _, _ in keys(text)), keys(text)
