"""``pamport render`` end to end: a bundle converted from all five providers' exports, rendered for every target.

The exports are the planted scenario (:mod:`tests.planted_scenario`): Marta Ribeiro, a data engineer at Feedzai,
moved from Lisbon to Porto (Lisbon is superseded), was in Japan until March 2025 (expired), and asked to keep
answers short, to use no emojis and to be answered in Portuguese. One memory is then marked not exportable. Each
target's text must hold her name, home, job and standing instructions; none may hold a superseded, expired or
non-exportable memory, or state one fact on two lines; ChatGPT's two fields must each fit 1,500 characters and
Claude's text the budget asked for.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from pamport.cli import main
from pamport.pipeline.bundle_io import read_store, write_store
from pamport.schemas.canonical import integrity_block
from tests.planted_exports import fold
from tests.planted_scenario import build

MEMORY_TARGETS = ("claude", "chatgpt", "gemini", "system-prompt")
#: Distinctive words of one planted fact each: no two lines of a text may hold the same one.
FACT_WORDS = (
    "marta ribeiro", "porto", "feedzai", "data engineer", "two kids", "vegetarian", "neovim", "french",
    "espanhol", "recipe app", "kubernetes", "alemao", "marathon", "ana", "ricardo", "short", "emojis", "portugues",
    "hiking", "horror", "bolacha", "trail running", "34 years",
)  # fmt: skip
#: What every target must say: name, home, job, and the standing instructions.
REQUIRED = ("marta ribeiro", "porto", "data engineer", "short", "emojis", "portugues")
#: Superseded (Lisbon), expired (Japan, the holiday) and the memory made non-exportable below (peanuts).
FORBIDDEN = ("lisbon", "japan", "ferias", "peanuts")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("render")
    build(root / "exports")
    out = root / "bundle"
    assert main(["convert", str(root / "exports"), "-o", str(out), "-q"]) == 0
    store = read_store(out)
    hidden = [m for m in store["memories"] if "peanuts" in m["content"]]
    assert len(hidden) == 1
    hidden[0]["access"] = {**(hidden[0].get("access") or {}), "exportable": False}
    store["integrity"] = integrity_block(store["memories"])
    write_store(out, store)  # a local store may hold it (an export may not: `validate` rejects it)
    return out


def render(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[dict[str, Any], str]:
    capsys.readouterr()
    assert main(["render", *args, "--json"]) == 0
    captured = capsys.readouterr()
    return json.loads(captured.out), captured.err


def _has(text: str, words: str) -> bool:
    return re.search(rf"\b{re.escape(words)}\b", fold(text)) is not None


def statements(text: str) -> list[str]:
    """The lines that state something (headings, labels and blank lines left out; bullets stripped)."""
    lines = []
    for line in text.splitlines():
        line = line.removeprefix("- ").strip()
        if line and not line.startswith("#") and not line.endswith((":", "?")) and not line.startswith("Context"):
            lines.append(line)
    return lines


@pytest.mark.parametrize("target", MEMORY_TARGETS)
def test_every_target_names_the_person_her_home_job_and_instructions(
    bundle: Path, capsys: pytest.CaptureFixture[str], target: str
) -> None:
    data, _ = render(capsys, str(bundle), "--for", target)
    for words in REQUIRED:
        assert _has(data["text"], words), f"{target}: {words!r} missing from\n{data['text']}"


@pytest.mark.parametrize("target", MEMORY_TARGETS)
def test_nothing_superseded_expired_or_not_exportable(
    bundle: Path, capsys: pytest.CaptureFixture[str], target: str
) -> None:
    store = read_store(bundle)
    data, _ = render(capsys, str(bundle), "--for", target)
    for words in FORBIDDEN:
        assert not _has(data["text"], words), f"{target}: {words!r} should not be in\n{data['text']}"
    by_id = {m["id"]: m for m in store["memories"]}
    for memory_id in data["included"]:
        memory = by_id[memory_id]
        assert memory.get("status", "active") == "active"
        assert (memory.get("access") or {}).get("exportable", True)
    superseded = [m["id"] for m in store["memories"] if m.get("status") == "superseded"]
    assert superseded, "the scenario supersedes Lisbon"
    reasons = {o["id"]: o["reason"] for o in data["omitted"]}
    assert all(reasons[i].startswith("status superseded") for i in superseded)
    assert any(r.startswith("not exportable") for r in reasons.values())
    # every memory is accounted for exactly once: included or omitted with a reason
    assert sorted([*data["included"], *reasons]) == sorted(by_id)


@pytest.mark.parametrize("target", MEMORY_TARGETS)
def test_no_fact_is_stated_twice_and_one_voice(bundle: Path, capsys: pytest.CaptureFixture[str], target: str) -> None:
    data, _ = render(capsys, str(bundle), "--for", target)
    lines = statements(data["text"])
    assert len(lines) >= 15
    assert len({fold(line) for line in lines}) == len(lines)
    for words in FACT_WORDS:
        holding = [line for line in lines if _has(line, words)]
        assert len(holding) <= 1, f"{target}: {words!r} is stated on {len(holding)} lines: {holding}"
    for line in lines:
        assert re.search(r"^The user\b|\b(usuári[oa]|utilizador|utilizadora)\b", line), f"{target}: {line!r}"
        assert not re.search(r"\b(I|I'm|my|me)\b", line), line


def test_chatgpt_gives_two_fields_each_within_its_limit(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, _ = render(capsys, str(bundle), "--for", "chatgpt")
    assert data["target"] == "chatgpt"
    assert list(data["fields"]) == ["What should ChatGPT know about you?", "How would you like ChatGPT to respond?"]
    about, respond = data["fields"].values()
    assert 0 < len(about) <= 1500 and 0 < len(respond) <= 1500
    assert _has(respond, "short") and _has(respond, "emojis") and not _has(about, "emojis")
    assert _has(about, "porto") and not _has(respond, "porto")
    for body in (about, respond):
        assert body in data["text"]


def test_chatgpt_fields_fit_a_small_budget(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, err = render(capsys, str(bundle), "--for", "chatgpt", "--max-chars", "300")
    assert all(len(v) <= 300 for v in data["fields"].values())
    over = [o for o in data["omitted"] if o["reason"] == "over the 300-character budget"]
    assert over and all(f"left out {o['id']}: over the 300-character budget" in err for o in over)


def test_claude_stays_within_3000_characters(bundle: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "claude.md"
    data, _ = render(capsys, str(bundle), "--for", "claude", "--max-chars", "3000", "-o", str(out))
    text = out.read_text(encoding="utf-8")
    assert text == data["text"] and len(text) <= 3000
    for words in REQUIRED:
        assert _has(text, words), words
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings == ["## Instructions and preferences", "## Personal details", "## Projects", "## Technical context"]


def test_over_budget_keeps_instructions_and_identity_first(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = {m["id"]: m for m in read_store(bundle)["memories"]}
    data, err = render(capsys, str(bundle), "--for", "system-prompt", "--max-chars", "450")
    assert len(data["text"]) <= 450
    kinds = [store[i]["type"] for i in data["included"]]
    assert kinds[:3] == ["instruction"] * 3
    for words in REQUIRED:
        assert _has(data["text"], words), words
    over = {o["id"] for o in data["omitted"] if o["reason"].startswith("over the 450")}
    assert {store[i]["type"] for i in over} & {"preference", "goal", "project", "skill"}
    assert "instruction" not in {store[i]["type"] for i in over}
    assert f"{len(data['omitted'])} left out" in err


def test_output_is_deterministic(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for target in MEMORY_TARGETS:
        first = render(capsys, str(bundle), "--for", target)
        assert render(capsys, str(bundle), "--for", target) == first
    capsys.readouterr()
    assert main(["render", str(bundle), "--for", "gemini"]) == 0
    plain = capsys.readouterr().out
    assert plain == render(capsys, str(bundle), "--for", "gemini")[0]["text"]


def test_portuguese_labels(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, _ = render(capsys, str(bundle), "--for", "chatgpt", "--lang", "pt")
    questions = ["O que o ChatGPT deve saber sobre você?", "Como você gostaria que o ChatGPT respondesse?"]
    assert list(data["fields"]) == questions
    data, _ = render(capsys, str(bundle), "--for", "claude", "--lang", "pt")
    assert data["text"].startswith("## Instruções e preferências\n")


def test_as_of_keeps_what_was_still_true_then(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, _ = render(capsys, str(bundle), "--for", "claude", "--as-of", "2025-02-15T00:00:00Z")
    assert _has(data["text"], "japan") and not _has(data["text"], "ferias")


def test_render_errors_are_one_line(tmp_path: Path, bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["render", str(tmp_path / "missing"), "--for", "claude"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such file or folder" in err
    assert main(["render", str(bundle), "--for", "markdown"]) == 2
    assert "needs -o DIR" in capsys.readouterr().err
    assert main(["render", str(bundle), "--for", "claude", "--all-branches"]) == 2
    assert "--all-branches does not apply to --for claude" in capsys.readouterr().err
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(tmp_path / "x"), "--max-chars", "9"]) == 2
    assert "--max-chars does not apply to --for markdown" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------------ Markdown


def _conversations(bundle: Path) -> list[Any]:
    from pamport.pipeline.bundle_io import conversation_files, read_conversation
    from pamport.schemas.conversation import Conversation

    return [Conversation.model_validate(read_conversation(p)) for _, p in conversation_files(bundle)]


def _front_matter(text: str) -> dict[str, Any]:
    assert text.startswith("---\n")
    block = text[4 : text.index("\n---\n", 4)]
    data: dict[str, Any] = {}
    for line in block.splitlines():
        key, _, value = line.partition(": ")
        data[key] = json.loads(value)  # every value is a JSON scalar, hence valid YAML
    return data


def test_markdown_has_one_file_per_conversation_with_its_active_branch(
    bundle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pamport.pipeline.extract.branches import active_path

    out = tmp_path / "md"
    capsys.readouterr()
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(out), "--json"]) == 0
    written = json.loads(capsys.readouterr().out)
    conversations = _conversations(bundle)
    files = {row["conversation_id"]: out / row["file"] for row in written["files"]}
    assert len(files) == len(conversations) == 18
    assert sorted(p.name for p in out.iterdir()) == sorted([*(p.name for p in files.values()), "index.md"])
    index = (out / "index.md").read_text(encoding="utf-8")
    for conversation in conversations:
        text = files[conversation.id].read_text(encoding="utf-8")
        meta = _front_matter(text)
        assert meta["conversation_id"] == conversation.id
        assert meta["platform"] == conversation.provider.name
        assert meta["created"] == conversation.temporal.created_at
        assert meta["title"] == (conversation.title or "Untitled")
        position = 0
        for message in active_path(conversation):
            if message.role not in ("user", "assistant") or not message.plain_text():
                continue
            heading = f"### {message.role.capitalize()} · {message.created_at}"
            found = text.find(heading, position)
            assert found >= 0, f"{files[conversation.id].name}: {heading} missing or out of order"
            for part in message.plain_text().split("\n\n"):
                assert part in text[found:], f"{files[conversation.id].name}: {part[:60]!r} missing"
            position = found + len(heading)
        assert f"({quote(files[conversation.id].name)})" in index
    tokyo = next(p for cid, p in files.items() if p.name.endswith("Food in Tokyo.md"))
    assert "I live in Tokyo now" not in tokyo.read_text(encoding="utf-8")  # an edited-away prompt


def test_markdown_all_branches_and_replacing_an_earlier_render(
    bundle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "md"
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(out)]) == 0
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(out), "--all-branches"]) == 2
    assert "already exists" in capsys.readouterr().err
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(out), "--all-branches", "--force"]) == 0
    tokyo = next(out.glob("*Food in Tokyo.md")).read_text(encoding="utf-8")
    assert "## Other branches" in tokyo and "I live in Tokyo now and I love ramen." in tokyo
    assert tokyo.index("Nice to meet you, Marta") < tokyo.index("## Other branches")
    first = {p.name: p.read_bytes() for p in out.iterdir()}
    shutil.rmtree(out)
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(out), "--all-branches"]) == 0
    assert {p.name: p.read_bytes() for p in out.iterdir()} == first
    not_ours = tmp_path / "notes"
    not_ours.mkdir()
    (not_ours / "keep.txt").write_text("mine", encoding="utf-8")
    assert main(["render", str(bundle), "--for", "markdown", "-o", str(not_ours), "--force"]) == 2
    assert (not_ours / "keep.txt").exists()


def test_the_python_api_renders_what_the_command_does(
    bundle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pamport

    for target in MEMORY_TARGETS:
        result = pamport.render(bundle, target, tmp_path / f"{target}.txt")
        assert result.to_json() == render(capsys, str(bundle), "--for", target)[0]  # type: ignore[union-attr]
        assert (tmp_path / f"{target}.txt").read_text(encoding="utf-8") == result.text  # type: ignore[union-attr]
    chats = pamport.render(bundle, "markdown", tmp_path / "md")
    assert len(chats.files) == 18 and (tmp_path / "md" / "index.md").is_file()  # type: ignore[union-attr]
