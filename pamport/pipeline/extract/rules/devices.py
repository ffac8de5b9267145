"""Device names as their makers write them ("Galaxy S23 Ultra", "Apple Watch Series 9"), whichever rule found them.

People type device names in lower case and in pieces ("galaxy s23 ultra", "moto g84", "apple watch series 9").
A dozen rules in both languages find devices, and each cut and cased the name its own way: "O usuário tem um
apple" (the watch lost), "O celular do usuário é um moto" (the model lost, and "moto" read as a motorbike),
"User has a Galaxy s23 ultra". Two things are shared here instead:

- :data:`MODEL_WORD`, what may follow a brand or a line inside one name: a line or edition word ("watch",
  "ultra", "paperwhite") or a model code ("s23", "g84", "x1"), for the rules that cut a name out of a clause;
- :func:`case_devices`, applied to every environment memory, which writes each device name it finds the way
  the maker does. It only touches words typed in lower case, and only in a run that opens with a known brand or
  line, so "VS Code", a name typed with its own capitals, and the words around a name are left alone.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.vocab_en import TECH_CASE

#: Line and edition words that stay inside a device's name after a brand, a line or a model.
_EDITIONS = {
    "pro": "Pro", "air": "Air", "max": "Max", "mini": "Mini", "plus": "Plus", "ultra": "Ultra", "lite": "Lite",
    "fe": "FE", "series": "Series", "watch": "Watch", "tv": "TV", "pencil": "Pencil", "tab": "Tab",
    "note": "Note", "fold": "Fold", "flip": "Flip", "edge": "Edge", "carbon": "Carbon", "paperwhite": "Paperwhite",
    "oasis": "Oasis", "scribe": "Scribe", "buds": "Buds", "smart": "Smart", "book": "Book", "studio": "Studio",
    "classic": "Classic", "colorsoft": "Colorsoft", "yoga": "Yoga", "slim": "Slim", "neo": "Neo",
}  # fmt: skip

#: Brands and product lines that open a device's name, as their makers write them.
_OPENERS = {
    **{word: TECH_CASE[word] for word in (
        "macbook", "iphone", "ipad", "imac", "mac", "thinkpad", "chromebook", "pixel", "samsung", "galaxy",
        "lenovo", "dell", "xps", "kindle", "surface", "hp", "asus", "acer", "oneplus", "xiaomi", "huawei",
        "motorola", "nokia", "remarkable", "framework",
    )},
    "apple": "Apple", "redmi": "Redmi", "poco": "POCO", "realme": "realme", "oppo": "OPPO", "zenfone": "Zenfone",
    "xperia": "Xperia", "sony": "Sony", "lg": "LG", "msi": "MSI", "razer": "Razer", "alienware": "Alienware",
    "zenbook": "Zenbook", "vivobook": "Vivobook", "ideapad": "IdeaPad", "legion": "Legion", "matebook": "MateBook",
    "elitebook": "EliteBook", "probook": "ProBook", "latitude": "Latitude", "inspiron": "Inspiron",
    "spectre": "Spectre", "pixelbook": "Pixelbook", "fairphone": "Fairphone", "kobo": "Kobo", "boox": "BOOX",
    "airpods": "AirPods", "garmin": "Garmin", "fitbit": "Fitbit", "moto": "Moto", "honor": "Honor",
    "nintendo": "Nintendo", "playstation": "PlayStation", "xbox": "Xbox", "ps5": "PS5", "ps4": "PS4",
    "steam": "Steam", "raspberry": "Raspberry", "homepod": "HomePod", "echo": "Echo", "oculus": "Oculus",
    "quest": "Quest", "switch": "Switch", "deck": "Deck", "pi": "Pi",
}  # fmt: skip
#: Openers that are ordinary words too ("uma moto", "um echo", "the switch"): cased only with a model after them.
_AMBIGUOUS = frozenset({"moto", "honor", "poco", "echo", "quest", "switch", "deck", "pi", "framework", "surface",
                        "remarkable", "legion", "latitude", "spectre", "studio", "smart", "note", "edge"})  # fmt: skip

_CODE = r"[a-z]{1,3}\d{1,4}[a-z]{0,2}"
#: A lower-case word that continues a device's name (for the rules' own cutting: "moto g84", "iphone 15 pro max").
MODEL_WORD = r"(?:" + "|".join(sorted(_EDITIONS, key=lambda w: (-len(w), w))) + r"|" + _CODE + r")(?![\w.+#-])"

_TOKEN = rx.compile(r"[\w+]+(?:[.-][\w+]+)*")
_MODEL_CODE = rx.compile(_CODE)
_NUMBER = rx.compile(r"\d+[a-z]{0,2}")


def _continues(lower: str) -> bool:
    return lower in _EDITIONS or lower in _OPENERS or bool(_MODEL_CODE.fullmatch(lower) or _NUMBER.fullmatch(lower))


def _cased(word: str) -> str:
    lower = word.lower()
    if lower in _OPENERS:
        return _OPENERS[lower]
    if lower in _EDITIONS:
        return _EDITIONS[lower]
    if _MODEL_CODE.fullmatch(lower):
        letters = len(lower) - len(lower.lstrip("abcdefghijklmnopqrstuvwxyz"))
        return lower[:letters].upper() + lower[letters:]
    return word


def case_devices(text: str) -> str:
    """``text`` with the words of every device name that were typed in lower case written as its maker does."""
    tokens = list(_TOKEN.finditer(text))
    if not any(token.group(0).lower() in _OPENERS for token in tokens):
        return text
    out: list[str] = []
    last = 0
    i = 0
    while i < len(tokens):
        token = tokens[i]
        lower = token.group(0).lower()
        if lower not in _OPENERS:
            i += 1
            continue
        run = [token]
        while i + len(run) < len(tokens):
            following = tokens[i + len(run)]
            between = text[run[-1].end() : following.start()]
            if between != " " or not _continues(following.group(0).lower()):
                break
            run.append(following)
        if lower in _AMBIGUOUS and len(run) == 1:
            i += 1
            continue
        for word in run:
            if word.group(0).islower():  # a word typed with capitals is written as the user wrote it
                out.append(text[last : word.start()])
                out.append(_cased(word.group(0)))
                last = word.end()
        i += len(run)
    out.append(text[last:])
    return "".join(out)
