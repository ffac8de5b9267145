"""Memory-prompt answers: one memory per stated fact, in the project's wording, with the platform's provenance."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.cli import main
from pamport.importers.base import ImportOptions, MemoryDraft
from pamport.importers.memory_prompt.answer import statements
from pamport.importers.memory_prompt.facts import clauses
from pamport.importers.memory_prompt.read import AnswerReader, platform_from_name
from pamport.importers.memory_prompt.sniff import FORCED_ONLY, judge
from pamport.importers.memory_prompt.voice import voice
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from tests.harness import collect
from tests.pam_check import assert_bundle_valid

ANSWERS = Path(__file__).resolve().parent / "memory_prompt"
SAMPLE_CHATGPT = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"
WHEN = "2025-03-01T12:00:00Z"

#: Every fact each saved answer states, in the order stated (compound bullets and sentences count twice).
EXPECTED = {
    "chatgpt-en-bullets.md": [
        "User's name is Ana Costa",
        "User lives in Lisbon",
        "User is a nurse",
        "User is vegetarian",
        "User has a daughter named Sofia",
        "User prefers concise answers",
        "User likes hiking and photography",
        "User asks the assistant to always answer in Portuguese",
        "User is building a budgeting app in Flutter",
    ],
    "claude-en-numbered.txt": [
        "User lives in Porto",
        "User is a software engineer",
        "User prefers dark mode in every editor",
        "User has two cats",
        "User speaks Japanese",
        "User uses Neovim on Linux",
    ],
    "gemini-en-sections.md": [
        "User works at Acme",
        "User has been learning Rust",
        "User is married to Rui",
        "User lives in Braga",
        "User is vegan",
    ],
    "chatgpt-en-prose.txt": [
        "User lives in Faro",
        "User is a teacher",
        "User has a son named Tiago",
        "User enjoys surfing",
        "User speaks French",
    ],
    "claude-pt-bullets.md": [
        "O nome do usuário é Marta Silva",
        "O usuário mora em Coimbra",
        "A profissão do usuário é enfermeira",
        "O usuário segue uma dieta vegetariana",
        "O usuário prefere respostas curtas",
        "O usuário gosta de fazer caminhadas",
        "O usuário pede que o assistente responda sempre em português",
    ],
    # Claude's way: headed sections, the user's name as the subject, singular "they", notes without a subject.
    "claude-en-name-sections.md": [
        "User is a backend engineer at Fernhill Analytics, a small data consultancy in Porto",
        "User mostly writes Python",
        "User looks after the company's PostgreSQL clusters",
        "User is currently moving the team's nightly ETL jobs from cron to Airflow",
        "User lives in Porto with their partner Miguel",
        "User has a dog named Bolacha",
        "User is training for a half marathon in October",
        "User prefers concise answers with code examples over long explanations",
        "User is planning a week in Lisbon in May with Miguel and Miguel's mother, who has limited mobility",
        "User asked about point-in-time recovery for Postgres 16 and about regular expressions for ISO 8601 dates",
        "User learned Rust in 2024 for a side project, a CLI that tidies photo libraries",
        "User wants the assistant to use British spelling",
    ],
    # ChatGPT's way: a numbered list of bold keys, each followed by a note.
    "chatgpt-en-key-bullets.md": [
        "User's name is Ana Costa",
        "User lives in Lisbon, Portugal",
        "User is a nurse",
        "User works at Hospital de Santa Maria",
        "User often does night shifts",
        "User enjoys hiking",
        "User enjoys photography",
        "User enjoys cooking Thai food",
        "User prefers concise responses with bullet points",
        "User has a daughter, Sofia, who is 7",
        "User is lactose intolerant",
    ],
    "gemini-pt-keys.md": [
        "O nome do usuário é Joana Ferreira",
        "O usuário mora no Porto",
        "O usuário trabalha como arquiteta numa empresa de Braga",
        "O usuário gosta de respostas em tópicos",
        "O usuário não gosta de emojis",
        "O usuário tem um cão chamado Tejo",
        "O usuário pratica escalada aos fins de semana",
    ],
    # The answer to Claude's own memory-import prompt: one code block of dated entries.
    "claude-import-prompt.md": [
        "User's name is Ana Costa",
        "User lives in Lisbon",
        "User moved to Porto in February 2025",
        "User prefers concise answers with code examples",
        "User is learning Japanese",
        "User asked the assistant to always use metric units",
    ],
    "gemini-pt-prose.txt": [
        "O usuário mora em Setúbal",
        "O usuário tem dois gatos",
        "O usuário fala inglês e português",
        "O usuário usa Neovim",
    ],
}


def _read(name: str, platform: str = "chatgpt") -> tuple[list[MemoryDraft], RunReport]:
    report = RunReport()
    reporter = report.reporter("memory-prompt-importer/2026.11", "memory-prompt")
    path = ANSWERS / name
    with path.open(encoding="utf-8") as fh:
        drafts = list(AnswerReader(name, platform, WHEN, reporter).read(fh))
    return drafts, report


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_one_memory_per_stated_fact(name: str) -> None:
    drafts, _ = _read(name)
    assert [d.content for d in drafts] == EXPECTED[name]
    language = "pt" if "-pt-" in name else "en"
    for draft in drafts:
        assert draft.language == language
        assert draft.extraction_method == "llm_inference" and draft.platform == "chatgpt"
        assert "memory-prompt" in draft.tags
        assert draft.created_at == WHEN or "dated" in draft.metadata


def test_facts_are_typed_and_single_valued_ones_slotted() -> None:
    drafts, _ = _read("chatgpt-en-bullets.md")
    by_content = {d.content: d for d in drafts}
    assert by_content["User's name is Ana Costa"].type == "identity"
    assert by_content["User lives in Lisbon"].metadata["slot"] == "fact.home_city"
    assert by_content["User lives in Lisbon"].metadata["value"] == "Lisbon"
    assert by_content["User prefers concise answers"].type == "instruction"
    assert by_content["User has a daughter named Sofia"].type == "relationship"
    assert by_content["User is building a budgeting app in Flutter"].type == "project"
    assert by_content["User likes hiking and photography"].type == "preference"
    # Where it came from, for the person reading the bundle later.
    lisbon = by_content["User lives in Lisbon"]
    assert lisbon.metadata["statement"] == "You live in Lisbon and work as a nurse."
    assert lisbon.metadata["section"] == "Personal details" and lisbon.metadata["line"] == 5


def test_dated_entries_keep_their_date_and_a_move_supersedes_the_old_home(tmp_path: Path) -> None:
    answer = tmp_path / "claude-memory.md"
    shutil.copy(ANSWERS / "claude-import-prompt.md", answer)
    os.utime(answer, (1_740_830_400, 1_740_830_400))  # 2025-03-01T12:00:00Z
    out = tmp_path / "bundle"
    assert main(["convert", str(answer), "-o", str(out), "-q"]) == 0
    assert_bundle_valid(out)
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    by_content = {m["content"]: m for m in store["memories"]}
    lisbon, porto = by_content["User lives in Lisbon"], by_content["User moved to Porto in February 2025"]
    assert lisbon["temporal"]["created_at"] == "2024-11-03T00:00:00Z"
    assert porto["temporal"]["created_at"] == "2025-02-14T00:00:00Z"
    assert porto["metadata"]["value"] == "Porto"
    assert porto["metadata"]["slot"] == "fact/home_city/porto" and lisbon["metadata"]["slot"] == "fact/home_city/lisbon"
    assert lisbon["status"] == "superseded" and lisbon["temporal"]["superseded_by"] == porto["id"]
    # "[unknown]" is no date: the file's time stands.
    assert by_content["User is learning Japanese"]["temporal"]["created_at"] == WHEN


def test_the_users_name_is_learnt_but_other_people_stay_themselves() -> None:
    drafts, _ = _read("claude-en-name-sections.md")
    assert not any("Dana" in d.content for d in drafts)
    assert any("Miguel" in d.content for d in drafts)
    answer = ["- Your name is Rui.", "- Rui lives in Braga.", "- Sofia is your daughter."]
    report = RunReport()
    reporter = report.reporter("memory-prompt-importer/2026.11", "memory-prompt")
    contents = [d.content for d in AnswerReader("a.md", "gemini", WHEN, reporter).read(answer)]
    assert contents == ["User's name is Rui", "User lives in Braga", "User's daughter is named Sofia"]
    report.close()


def test_the_assistants_preamble_and_closing_are_reported_not_kept() -> None:
    drafts, report = _read("chatgpt-en-bullets.md")
    skips = list(report.iter_skips())
    assert len(skips) == 1 and skips[0]["location"] == "line 17"
    assert "Let me know" in skips[0]["reason"]
    assert not any("remember" in d.content.lower() for d in drafts)
    report.close()


@pytest.mark.parametrize(
    ("text", "language", "third"),
    [
        ("You live in Lisbon", "en", "User lives in Lisbon"),
        ("You're a nurse", "en", "User is a nurse"),
        ("You've lived in Porto since 2019", "en", "User has lived in Porto since 2019"),
        ("You study law", "en", "User studies law"),
        ("The user is vegetarian", "en", "User is vegetarian"),
        ("Lives with their partner", "en", "User lives with their partner"),
        ("Your favourite colour is green", "en", "User's favourite colour is green"),
        ("You prefer that I answer briefly", "en", "User prefers that the assistant answer briefly"),
        ("Don't use emojis", "en", "User asks the assistant not to use emojis"),
        ("Interested in astronomy", "en", "User is interested in astronomy"),
        ("Moved to Lisbon in 2020", "en", "User moved to Lisbon in 2020"),
        ("Planning a trip to Japan", "en", "User is planning a trip to Japan"),
        ("They mostly write Python", "en", "User mostly writes Python"),
        ("Você mora em Lisboa", "pt", "O usuário mora em Lisboa"),
        ("Tu moras em Lisboa", "pt", "O usuário mora em Lisboa"),
        ("Tu és enfermeira", "pt", "O usuário é enfermeira"),
        ("O utilizador é enfermeiro", "pt", "O usuário é enfermeiro"),
        ("A sua filha chama-se Sofia", "pt", "A filha do usuário chama-se Sofia"),
        ("Mora em Lisboa", "pt", "O usuário mora em Lisboa"),
        (
            "Você me pediu para responder em português",
            "pt",
            "O usuário pediu ao assistente para responder em português",
        ),
        (
            "Você prefere que eu responda de forma breve",
            "pt",
            "O usuário prefere que o assistente responda de forma breve",
        ),
        ("Tu trabalhaste na Google", "pt", "O usuário trabalhou na Google"),
        ("Seus filhos se chamam Rui e Eva", "pt", "Os filhos do usuário se chamam Rui e Eva"),
    ],
)
def test_the_assistants_voice_becomes_the_projects(text: str, language: str, third: str) -> None:
    assert voice(text, language).third == third


@pytest.mark.parametrize(
    ("text", "language", "parts"),
    [
        ("Lives in Lisbon and works as a nurse", "en", ["Lives in Lisbon", "Works as a nurse"]),
        ("You live in Lisbon and work as a nurse", "en", ["You live in Lisbon", "You work as a nurse"]),
        ("You like hiking and photography", "en", ["You like hiking and photography"]),
        ("You live in Lisbon, Portugal", "en", ["You live in Lisbon, Portugal"]),
        (
            "Você mora em Lisboa e trabalha como enfermeira",
            "pt",
            ["Você mora em Lisboa", "Você trabalha como enfermeira"],
        ),
        ("Você fala inglês e português", "pt", ["Você fala inglês e português"]),
    ],
)
def test_compound_statements_are_cut_only_between_verb_phrases(text: str, language: str, parts: list[str]) -> None:
    assert [c.text for c in clauses(text, language)] == parts


def test_statements_reads_bullets_tables_key_lines_and_prose() -> None:
    text = (
        "# About you\n- one bullet\n  wrapped\n\n| Field | Value |\n|---|---|\n| Name | Ana |\n\n"
        "First sentence. Second one, e.g. this.\nCity: Porto\n"
    )
    found = list(statements(text.splitlines()))
    assert [(s.text, s.section) for s in found] == [
        ("one bullet wrapped", "About you"),
        ("Name: Ana", "About you"),
        ("First sentence.", "About you"),
        ("Second one, e.g. this.", "About you"),
        ("City: Porto", "About you"),
    ]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=400))
def test_any_text_is_read_without_errors(text: str) -> None:
    report = RunReport()
    reporter = report.reporter("memory-prompt-importer/2026.11", "memory-prompt")
    for draft in AnswerReader("x.txt", "claude", WHEN, reporter).read(text.splitlines()):
        assert draft.content.strip() and draft.type
    report.close()


#: Facts as an assistant words them: (with "You", without a subject). Any selection, in any layout, must give
#: exactly one memory per fact.
_FACTS = [
    ("You live in Lisbon", "lives in Lisbon"),
    ("You work as a nurse", "works as a nurse"),
    ("You are vegetarian", "is vegetarian"),
    ("You have two cats", "has two cats"),
    ("You prefer concise answers", "prefers concise answers"),
    ("You speak French", "speaks French"),
    ("You enjoy surfing and photography", "enjoys surfing and photography"),
    ("You use Neovim on Linux", "uses Neovim on Linux"),
    ("You are learning Japanese", "is learning Japanese"),
    ("Your daughter is named Sofia", "has a daughter named Sofia"),
]


@st.composite
def _answers(draw: st.DrawFn) -> tuple[list[str], int]:
    chosen = draw(st.lists(st.sampled_from(range(len(_FACTS))), min_size=1, max_size=len(_FACTS), unique=True))
    layout = draw(st.sampled_from(["bullets", "numbered", "prose", "notes", "pairs"]))
    opening = draw(st.sampled_from(["", "Here's what I remember about you:", "Aqui está o que sei sobre você:"]))
    lines = [opening, ""] if opening else []
    if layout == "bullets":
        lines += [f"- {_FACTS[i][0]}." for i in chosen]
    elif layout == "numbered":
        lines += [f"{n}. {_FACTS[i][0]}" for n, i in enumerate(chosen, 1)]
    elif layout == "notes":
        lines += [f"* {_FACTS[i][1][:1].upper()}{_FACTS[i][1][1:]}" for i in chosen]
    elif layout == "prose":
        lines.append(" ".join(f"{_FACTS[i][0]}." for i in chosen))
    else:  # two facts per bullet: "You live in Lisbon and works as a nurse"
        for k in range(0, len(chosen), 2):
            pair = chosen[k : k + 2]
            lines.append("- " + " and ".join([_FACTS[pair[0]][0], *(_FACTS[i][1] for i in pair[1:])]))
    lines += ["", "Let me know if you'd like me to change anything."]
    return lines, len(chosen)


@settings(max_examples=150, deadline=None)
@given(_answers())
def test_any_layout_gives_one_memory_per_fact(answer: tuple[list[str], int]) -> None:
    lines, facts = answer
    report = RunReport()
    reporter = report.reporter("memory-prompt-importer/2026.11", "memory-prompt")
    drafts = list(AnswerReader("a.md", "chatgpt", WHEN, reporter).read(lines))
    assert len(drafts) == facts, [d.content for d in drafts]
    assert all(d.content.startswith("User") for d in drafts), [d.content for d in drafts]
    report.close()


def test_platform_from_the_file_name() -> None:
    assert platform_from_name("exports/claude/memory.md") == "claude"
    assert platform_from_name("chatgpt-memory.txt") == "chatgpt"
    assert platform_from_name("gemini_saved_info.txt") == "gemini"
    assert platform_from_name("memory.txt") is None
    assert platform_from_name("claude-vs-gemini.txt") is None


def test_detection_does_not_take_other_files(tmp_path: Path) -> None:
    folder = tmp_path / "exports"
    shutil.copytree(SAMPLE_CHATGPT, folder)
    shutil.copy(ANSWERS / "chatgpt-en-bullets.md", folder / "chatgpt-memory.md")
    (folder / "notes.txt").write_text("Buy milk.\nCall the plumber on Monday.\n", encoding="utf-8")
    (folder / "README.md").write_text("# Export\nYou can open chat.html in a browser.\n", encoding="utf-8")
    with Source(folder) as source:
        plan = {cls.importer_version: claim.members for cls, claim in detect(source)}
    assert plan["memory-prompt-importer/2026.11"] == ("chatgpt-memory.md",)
    assert "conversations.json" in plan["chatgpt-importer/2025.01"]
    assert not any("notes.txt" in m or "README.md" in m for members in plan.values() for m in members)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_saved_answer_is_recognised_by_content(name: str) -> None:
    data = (ANSWERS / name).read_bytes()
    verdict = judge("answer.txt", data, len(data))
    assert verdict is not None and verdict.confidence >= 0.3, verdict


def test_documents_that_talk_to_you_are_not_taken_for_answers() -> None:
    """README and docs pages address the reader as "you" and even mention "memories about you"."""
    root = ANSWERS.parents[1]
    pages = [root / "README.md", *sorted((root / "docs").rglob("*.md"))]
    assert len(pages) > 5
    for page in pages:
        data = page.read_bytes()
        verdict = judge(page.name, data[:8192], len(data))
        assert verdict is None or verdict.confidence < 0.3, (page, verdict)


def test_sniff_rejects_data_files_and_offers_plain_text_only_when_forced() -> None:
    assert judge("conversations.json", b'[{"title": "x"}]', 16) is None
    assert judge("memory.txt", b'{"a": 1}', 8) is None
    assert judge("chat.html", b"You live in Lisbon", 18) is None
    weak = judge("notes.txt", b"Buy milk.\n", 10)
    assert weak is not None and weak.confidence == FORCED_ONLY
    answer = (ANSWERS / "claude-pt-bullets.md").read_bytes()
    sure = judge("memoria.md", answer, len(answer))
    assert sure is not None and sure.confidence > 0.3


def test_convert_cli_writes_a_valid_bundle_with_the_given_platform(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    shutil.copy(ANSWERS / "chatgpt-en-bullets.md", answer)
    os.utime(answer, (1_740_830_400, 1_740_830_400))  # 2025-03-01T12:00:00Z
    out = tmp_path / "bundle"
    code = main(["convert", str(answer), "--importer", "memory-prompt", "--platform", "claude", "-o", str(out), "-q"])
    assert code == 0
    assert_bundle_valid(out)
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    memories = store["memories"]
    assert sorted(m["content"] for m in memories) == sorted(EXPECTED["chatgpt-en-bullets.md"])
    for memory in memories:
        assert memory["provenance"]["platform"] == "claude"
        assert memory["provenance"]["extraction_method"] == "llm_inference"
        assert memory["temporal"]["created_at"] == WHEN
    sdk_io = pytest.importorskip("portable_ai_memory.core.io")
    sdk_validator = pytest.importorskip("portable_ai_memory.core.validator")
    result = sdk_validator.validate(sdk_io.load(out / "memory-store.json"))
    assert result.is_valid, result


def test_same_answer_same_bytes(tmp_path: Path) -> None:
    answer = tmp_path / "gemini-answer.md"
    shutil.copy(ANSWERS / "claude-pt-bullets.md", answer)
    stores = []
    for n in (1, 2):
        out = tmp_path / f"b{n}"
        assert main(["convert", str(answer), "-o", str(out), "-q"]) == 0
        store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
        for key in ("export_id", "export_date"):
            store.pop(key, None)
        stores.append(store)
    assert stores[0] == stores[1]
    assert {m["provenance"]["platform"] for m in stores[0]["memories"]} == {"gemini"}


def test_a_folder_with_an_export_and_an_answer_becomes_one_bundle(tmp_path: Path) -> None:
    folder = tmp_path / "exports"
    shutil.copytree(SAMPLE_CHATGPT, folder)
    shutil.copy(ANSWERS / "claude-en-numbered.txt", folder / "claude-memory.txt")
    out = tmp_path / "bundle"
    assert main(["convert", str(folder), "-o", str(out), "-q"]) == 0
    assert_bundle_valid(out)
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    from_answer = [m for m in store["memories"] if "memory-prompt" in m["tags"]]
    assert sorted(m["content"] for m in from_answer) == sorted(EXPECTED["claude-en-numbered.txt"])
    # Consolidated like the others: a fact the ChatGPT conversations also state is one memory with both sightings.
    for memory in from_answer:
        assert "claude" in {e["platform"] for e in memory["metadata"]["evidence"]}
    folded = [m for m in from_answer if len({e["platform"] for e in m["metadata"]["evidence"]}) > 1]
    assert [m["content"] for m in folded] == ["User lives in Porto"]
    assert store["conversations_index"], "the ChatGPT conversations are still converted"


def test_unknown_platform_is_one_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answer = tmp_path / "answer.txt"
    shutil.copy(ANSWERS / "gemini-pt-prose.txt", answer)
    assert main(["convert", str(answer), "--importer", "memory-prompt", "-o", str(tmp_path / "b"), "-q"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "--platform" in err and "answer.txt" in err


def test_an_unknown_platform_in_a_folder_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(ANSWERS / "chatgpt-en-bullets.md", folder / "chatgpt.md")
    shutil.copy(ANSWERS / "claude-pt-bullets.md", folder / "answer.md")
    collected = collect(folder, "memory-prompt", ImportOptions())
    assert {m.platform for m in collected.memories} == {"chatgpt"}
    skips = list(collected.report.iter_skips())
    assert [s["file"] for s in skips if s["kind"] == "answer"] == ["answer.md"]
    collected.report.close()
