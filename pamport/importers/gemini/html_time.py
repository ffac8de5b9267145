"""The localised date line of ``MyActivity.html`` ("Mar 10, 2026, 6:12:00 PM CET", "10.03.2026, 18:12 MEZ").

The HTML variant writes times for people: in the account's language and time zone, with the zone as an
abbreviation. Numeric day.month.year dates are read day first; slash dates are read day first too (the US
locale writes month names). Ambiguous abbreviations take their most common meaning (CST = US Central,
IST = India). Month names of the common locales are mapped by a small table, which is fast; a line that table
cannot read ("10 maart 2026", "2026年3月10日") goes to dateparser, which knows some 200 locales. Its language
detection costs up to a second a line, so the locale it found is remembered and tried first on the next line
(one export is written in one language). A date that neither can read gives None, and the record takes its
neighbour's time like any record with a broken time.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from dateutil import parser as dateutil_parser

if TYPE_CHECKING:
    from dateparser.date import DateDataParser

# fmt: off
#: Zone abbreviations Takeout prints, in minutes east of UTC.
ZONE_OFFSETS: dict[str, int] = {
    "UTC": 0, "GMT": 0, "Z": 0, "WET": 0, "WEST": 60, "BST": 60, "IST": 330,
    "CET": 60, "CEST": 120, "MEZ": 60, "MESZ": 120, "SEČ": 60, "SELČ": 120,
    "EET": 120, "EEST": 180, "MSK": 180,
    "PST": -480, "PDT": -420, "MST": -420, "MDT": -360, "CST": -360, "CDT": -300, "EST": -300, "EDT": -240,
    "AKST": -540, "AKDT": -480, "HST": -600, "BRT": -180, "ART": -180,
    "JST": 540, "KST": 540, "HKT": 480, "SGT": 480, "AWST": 480, "ACST": 570, "AEST": 600, "AEDT": 660,
    "NZST": 720, "NZDT": 780,
}

#: Localised month names and abbreviations (lower case, without the trailing dot) → English.
_MONTHS: dict[str, str] = {
    # German
    "januar": "Jan", "jan": "Jan", "februar": "Feb", "feb": "Feb", "märz": "Mar", "mär": "Mar",
    "april": "Apr",
    "mai": "May", "juni": "Jun", "jun": "Jun", "juli": "Jul", "jul": "Jul", "august": "Aug", "aug": "Aug",
    "september": "Sep", "sept": "Sep", "sep": "Sep", "oktober": "Oct", "okt": "Oct", "november": "Nov",
    "nov": "Nov", "dezember": "Dec", "dez": "Dec",
    # Portuguese
    "janeiro": "Jan", "fevereiro": "Feb", "fev": "Feb", "março": "Mar", "abril": "Apr", "abr": "Apr",
    "maio": "May", "junho": "Jun", "julho": "Jul", "agosto": "Aug", "ago": "Aug", "setembro": "Sep",
    "set": "Sep", "outubro": "Oct", "out": "Oct", "novembro": "Nov", "dezembro": "Dec",
    # Spanish
    "enero": "Jan", "ene": "Jan", "febrero": "Feb", "marzo": "Mar", "mayo": "May", "junio": "Jun",
    "julio": "Jul", "septiembre": "Sep", "octubre": "Oct", "oct": "Oct", "noviembre": "Nov",
    "diciembre": "Dec",
    "dic": "Dec",
    # French
    "janvier": "Jan", "janv": "Jan", "février": "Feb", "févr": "Feb", "mars": "Mar", "avril": "Apr",
    "avr": "Apr", "juin": "Jun", "juillet": "Jul", "juil": "Jul", "août": "Aug", "octobre": "Oct",
    "novembre": "Nov", "décembre": "Dec", "déc": "Dec",
}
#: Filler words between date parts ("10 de mar. de 2026", "10 mars 2026 à 18:12", "um 18:12").
_FILLERS = {"de", "à", "a", "um", "at", "del", "le"}
# fmt: on

_SPACES = re.compile(r"[\s\u00a0\u202f\u2009]+")
_OFFSET = re.compile(r"\b(?:GMT|UTC)\s*([+-])(\d{1,2})(?::?(\d{2}))?\s*$", re.IGNORECASE)
_ABBREVIATION = re.compile(r"\s([^\W\d_]{1,6})\s*$")
_NUMERIC_DMY = re.compile(r"\b(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})\b")
_YEAR_FIRST = re.compile(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_CLOCK = re.compile(r"\d{1,2}:\d{2}")


#: The longest line read as a date. Real ones are under 80 characters even with a spelled-out zone; a longer line
#: is not a date, and parsing it (dateparser tries some 200 locales) would cost seconds per line.
MAX_DATE_LINE = 120


def parse_html_time(text: str) -> tuple[datetime | None, str | None]:
    """The time in UTC, and a zone abbreviation that was not understood (taken as UTC) when there was one."""
    if len(text) > 4 * MAX_DATE_LINE:
        return None, None
    line = _SPACES.sub(" ", text).strip().rstrip(".")
    if not line or len(line) > MAX_DATE_LINE or not _CLOCK.search(line) or not re.search(r"\d{4}", line):
        return None, None
    offset_minutes = 0
    unknown_zone: str | None = None
    match = _OFFSET.search(line)
    if match:
        sign = -1 if match.group(1) == "-" else 1
        offset_minutes = sign * (int(match.group(2)) * 60 + int(match.group(3) or 0))
        line = line[: match.start()].strip()
    else:
        match = _ABBREVIATION.search(line)
        if match and match.group(1).upper() not in ("AM", "PM"):
            zone = match.group(1).upper()
            if zone in ZONE_OFFSETS:
                offset_minutes = ZONE_OFFSETS[zone]
            else:
                unknown_zone = match.group(1)
            line = line[: match.start()].strip()
    dt = _parse_local(line)
    if dt is None:
        return None, None
    try:
        aware = dt.replace(tzinfo=timezone(timedelta(minutes=offset_minutes)))
        return aware.astimezone(UTC), unknown_zone
    except (OverflowError, ValueError):
        return None, None


def _parse_local(line: str) -> datetime | None:
    dayfirst = False
    iso = _YEAR_FIRST.search(line)
    numeric = _NUMERIC_DMY.search(line)
    if iso:
        line = (
            line[: iso.start()]
            + f"{iso.group(1)}-{int(iso.group(2)):02d}-{int(iso.group(3)):02d}"
            + line[iso.end() :]
        )
    elif numeric:
        day, month, year = numeric.groups()
        line = line[: numeric.start()] + f"{year}-{int(month):02d}-{int(day):02d}" + line[numeric.end() :]
    else:
        dayfirst = bool(re.match(r"^\d{1,2}\b", line))
    words = []
    for word in line.replace(",", " ").split(" "):
        bare = word.rstrip(".").lower()
        if bare in _FILLERS:
            continue
        words.append(_MONTHS.get(bare, word))
    text = " ".join(w for w in words if w)
    fixed = _parse_fixed(text, dayfirst)
    if fixed is not None:
        return fixed
    try:
        return dateutil_parser.parse(text, dayfirst=dayfirst, fuzzy=False)
    except (ValueError, OverflowError):
        return _parse_any_locale(line)


_MONTH_ORDER = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTH_NUMBERS = {name: number for number, name in enumerate(_MONTH_ORDER, start=1)}
_CLOCK_PART = r"(\d{1,2}):(\d{2})(?::(\d{2}))?"
#: The shapes every card of a Takeout page has once month names are English: "Jun 3 2025 11:14:05 AM",
#: "10 Mar 2026 18:12:00", "2025-05-30 18:45:00" (numeric dates already rewritten year first).
_MONTH_FIRST = re.compile(rf"([A-Z][a-z]{{2}}) (\d{{1,2}}) (\d{{4}}) {_CLOCK_PART}(?: ?([AP]M))?")
_DAY_FIRST = re.compile(rf"(\d{{1,2}}) ([A-Z][a-z]{{2}}) (\d{{4}}) {_CLOCK_PART}(?: ?([AP]M))?")
_YEAR_MONTH_DAY = re.compile(rf"(\d{{4}})-(\d{{2}})-(\d{{2}}) {_CLOCK_PART}")


def _parse_fixed(text: str, dayfirst: bool) -> datetime | None:
    """The common shapes read directly, as dateutil reads them (it costs some 100 µs a line, this 3);
    None for anything else or any value out of range (years before 1000 too: dateutil reads "0001" as 2001),
    which dateutil then reads or refuses as before."""
    match = _MONTH_FIRST.fullmatch(text)
    if match:
        month_name, day, year, hour, minute, second, meridian = match.groups()
    else:
        match = _DAY_FIRST.fullmatch(text)
        if match:
            day, month_name, year, hour, minute, second, meridian = match.groups()
        elif not dayfirst and (match := _YEAR_MONTH_DAY.fullmatch(text)):
            year, month_text, day, hour, minute, second = match.groups()
            month_name, meridian = "", None
            month = int(month_text)
        else:
            return None
    if month_name:
        if month_name not in _MONTH_NUMBERS:
            return None
        month = _MONTH_NUMBERS[month_name]
    h = int(hour)
    if meridian is not None:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if meridian == "PM" else 0)
    if h > 23 or int(minute) > 59 or (second is not None and int(second) > 59) or int(year) < 1000:
        return None
    try:
        return datetime(int(year), month, int(day), h, int(minute), int(second or 0))
    except ValueError:
        return None


#: Strict day-first parsing: a date must have its day, month and year, never completed from today.
_DATEPARSER_SETTINGS: dict[str, Any] = {
    "DATE_ORDER": "DMY",
    "STRICT_PARSING": True,
    "RETURN_AS_TIMEZONE_AWARE": False,
    "REQUIRE_PARTS": ["day", "month", "year"],
}
_parsers: dict[str | None, DateDataParser] = {}
_last_locale: list[str] = []


def _dateparser(locale: str | None) -> DateDataParser:
    if locale not in _parsers:
        from dateparser.date import DateDataParser

        locales = [locale] if locale else None
        _parsers[locale] = DateDataParser(locales=locales, settings=_DATEPARSER_SETTINGS)
    return _parsers[locale]


def _parse_any_locale(line: str) -> datetime | None:
    """The fallback for month names the table does not know; the locale that last worked is tried first."""
    for locale in [*_last_locale, None]:
        try:
            data = _dateparser(locale).get_date_data(line)
        except (ValueError, OverflowError, TypeError):
            continue
        when: datetime | None = data.date_obj
        if when is None:
            continue
        if data.locale and _last_locale != [data.locale]:
            _last_locale[:] = [data.locale]
        return when.replace(tzinfo=None)
    return None
