"""Devices and cars typed in lower case and in pieces come out whole and written as their makers write them."""

from __future__ import annotations

from collections import Counter

import pytest

from pamport.pipeline.extract.rules.devices import case_devices
from pamport.pipeline.extract.rules.extractor import read_text

_AT = "2024-05-01T10:00:00Z"


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, _AT, Counter(), [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have an apple watch series 9", "User has an Apple Watch Series 9"),
        ("got a galaxy s23 ultra last month", "User has a Galaxy S23 Ultra"),
        ("my laptop is a thinkpad x1 carbon", "User's laptop is a ThinkPad X1 Carbon"),
        ("my phone is a pixel 7a", "User's phone is a Pixel 7a"),
        ("tenho um galaxy s23 ultra", "O usuário tem um Galaxy S23 Ultra"),
        ("meu celular é um moto g84", "O celular do usuário é um Moto G84"),
        ("tenho um xiaomi redmi note 12", "O usuário tem um Xiaomi Redmi Note 12"),
        ("ganhei um apple watch", "O usuário tem um Apple Watch"),
        ("comprei um iphone 15 pro max", "O usuário tem um iPhone 15 Pro Max"),
        ("comprei um iphone 15 pro no natal", "O usuário tem um iPhone 15 Pro"),
        ("estou com um galaxy a54 agora", "O usuário tem um Galaxy A54"),
        ("tenho um kindle paperwhite", "O usuário tem um Kindle Paperwhite"),
        ("tenho um samsung galaxy watch 6", "O usuário tem um Samsung Galaxy Watch 6"),
        ("comprei um fiat uno 2010", "O usuário tem um Fiat Uno 2010"),
        ("tenho um vw gol", "O usuário tem um VW Gol"),
        ("tenho um hyundai hb20", "O usuário tem um Hyundai HB20"),
        ("o meu carro é um seat ibiza", "O usuário tem um Seat Ibiza"),
        ("comprei um vw t-cross", "O usuário tem um VW T-Cross"),
    ],
)
def test_names_come_out_whole_and_cased(text: str, expected: str) -> None:
    assert expected in _contents(text)


@pytest.mark.parametrize(
    "text",
    [
        "peguei um ipad pro meu pai, como configuro o controle parental?",  # someone else's
        "arranjei um portátil para a minha filha estudar",
        "comprei uma smart tv da lg",  # a television, not a Smart car
        "comprei um smart watch barato",
    ],
)
def test_look_alikes_give_no_device_of_the_user(text: str) -> None:
    assert not [c for c in _contents(text) if "tem um" in c or "has" in c]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("User has a galaxy s23 fe", "User has a Galaxy S23 FE"),
        ("User uses VS Code on a raspberry pi 4", "User uses VS Code on a Raspberry Pi 4"),
        ("O usuário tem uma moto", "O usuário tem uma moto"),  # a motorbike: "moto" alone is no phone
        ("O usuário tem um moto g54", "O usuário tem um Moto G54"),
        ("User has an iPhone 13 mini", "User has an iPhone 13 Mini"),
        ("User has a MacBook Pro", "User has a MacBook Pro"),  # typed with capitals: unchanged
        ("User likes apples and pears", "User likes apples and pears"),
        ("User's switch is broken", "User's switch is broken"),
        ("User plays on a nintendo switch", "User plays on a Nintendo Switch"),
    ],
)
def test_case_devices(text: str, expected: str) -> None:
    assert case_devices(text) == expected
