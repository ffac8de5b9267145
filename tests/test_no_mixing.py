"""Nothing is mixed or silently dropped: several people in one input, copies of one conversation, duplicate ZIP
member names, records of the wrong shape, and bundles of another owner."""

from __future__ import annotations

import json
import shutil
import tempfile
import warnings
import zipfile
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.layout import REPORT_FILE, STORE_FILE

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"
CHATGPT = SAMPLES / "chatgpt" / "2025.01"
CLAUDE = SAMPLES / "claude" / "2025.01"



@pytest.fixture(autouse=True)
def _private_temp_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A temporary folder of this test's own: runs clean up dead runs' scratch in a shared one, and say so."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path_factory.mktemp("scratch")))

def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _dump(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


def _chatgpt_account(folder: Path, who: str) -> Path:
    """The sample ChatGPT export as the account ``user-<who>`` with conversations of its own."""
    shutil.copytree(CHATGPT, folder)
    user = _load(folder / "user.json")
    user.update({"id": f"user-{who}", "email": f"{who}@example.org"})
    _dump(folder / "user.json", user)
    conversations = _load(folder / "conversations.json")
    for conversation in conversations:
        conversation["id"] = conversation["conversation_id"] = f"{conversation['id']}-{who}"
    _dump(folder / "conversations.json", conversations)
    return folder


def _refused(capsys: pytest.CaptureFixture[str], argv: list[str], *needles: str) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("pamport: error: "), err
    for needle in needles:
        assert needle in err, err
    return err


def _skips(bundle: Path) -> list[dict[str, str]]:
    return list(_load(bundle / REPORT_FILE)["skipped"])


# -- several people in one input -------------------------------------------------------------------------------


def test_exports_of_two_chatgpt_accounts_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _chatgpt_account(tmp_path / "in" / "alice", "alice")
    _chatgpt_account(tmp_path / "in" / "bob", "bob")
    out = tmp_path / "out"
    argv = ["convert", str(tmp_path / "in"), "-o", str(out)]
    _refused(capsys, argv, "2 different accounts", "user-alice (alice/user.json)", "user-bob (bob/user.json)")
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in"], "staging left behind"


def test_exports_of_two_claude_accounts_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for who in ("ana", "rui"):
        shutil.copytree(CLAUDE, tmp_path / "in" / who)
        users = _load(tmp_path / "in" / who / "users.json")
        users[0]["uuid"] = f"uuid-{who}"
        _dump(tmp_path / "in" / who / "users.json", users)
    _refused(capsys, ["convert", str(tmp_path / "in"), "-o", str(tmp_path / "out")], "uuid-ana", "uuid-rui")


def test_two_exports_of_one_account_are_not_refused(tmp_path: Path) -> None:
    shutil.copytree(CHATGPT, tmp_path / "in" / "january")
    shutil.copytree(CHATGPT, tmp_path / "in" / "june")
    assert main(["convert", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q"]) == 0


def test_split_accounts_writes_one_bundle_per_account(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _chatgpt_account(tmp_path / "in" / "alice", "alice")
    _chatgpt_account(tmp_path / "in" / "bob", "bob")
    _chatgpt_account(tmp_path / "in" / "bob" / "older", "carol")  # nested: still its own account
    split = tmp_path / "split"
    assert main(["convert", str(tmp_path / "in"), "--split-accounts", str(split), "-q"]) == 0
    bundles = sorted(p.name for p in split.iterdir())
    assert bundles == ["chatgpt-user-alice", "chatgpt-user-bob", "chatgpt-user-carol"]
    owners = set()
    for name in bundles:
        assert main(["validate", str(split / name)]) == 0
        store = _load(split / name / STORE_FILE)
        owners.add(store["owner"]["id"])
        who = name.rsplit("-", 1)[1]
        titles = {e["id"] for e in store["conversations_index"]}
        assert len(titles) == 7
        for path in (split / name / "conversations").iterdir():
            conversation = _load(path)
            assert conversation["provider"]["conversation_id"].endswith(f"-{who}")
    assert len(owners) == 3


def test_split_accounts_refuses_files_of_no_account(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _chatgpt_account(tmp_path / "in" / "alice", "alice")
    _chatgpt_account(tmp_path / "in" / "bob", "bob")
    shutil.copy(CHATGPT / "conversations.json", tmp_path / "in" / "conversations.json")
    argv = ["convert", str(tmp_path / "in"), "--split-accounts", str(tmp_path / "split")]
    _refused(capsys, argv, "cannot tell which account", "conversations.json")
    assert not (tmp_path / "split").exists()


def test_split_needs_exactly_one_destination(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(CHATGPT)
    _refused(capsys, ["convert", src], "-o OUT or --split-accounts DIR")
    _refused(capsys, ["convert", src, "-o", str(tmp_path / "a"), "--split-accounts", str(tmp_path / "b")], "either")


# -- the same conversation seen twice -------------------------------------------------------------------------------


def _two_downloads(tmp_path: Path, older_name: str, newer_name: str) -> tuple[Path, dict[str, Any]]:
    """Two exports of one account; in the newer one the first conversation has one more exchange."""
    folder = tmp_path / "in"
    shutil.copytree(CHATGPT, folder / older_name)
    shutil.copytree(CHATGPT, folder / newer_name)
    conversations = _load(folder / newer_name / "conversations.json")
    first = next(c for c in conversations if c.get("mapping"))
    leaf = first["current_node"]
    node = {
        "id": "later-question",
        "message": {
            "id": "later-question",
            "author": {"role": "user"},
            "create_time": first["update_time"] + 500,
            "content": {"content_type": "text", "parts": ["One more thing, written only in the newer export."]},
        },
        "parent": leaf,
        "children": [],
    }
    first["mapping"][leaf]["children"].append("later-question")
    first["mapping"]["later-question"] = node
    first["current_node"] = "later-question"
    first["update_time"] += 500
    _dump(folder / newer_name / "conversations.json", conversations)
    return folder, first


@pytest.mark.parametrize("order", ["older read first", "newer read first"])
def test_the_newer_copy_of_a_conversation_wins(tmp_path: Path, order: str) -> None:
    older, newer = ("a-old", "b-new") if order == "older read first" else ("b-old", "a-new")
    folder, changed = _two_downloads(tmp_path, older, newer)
    out = tmp_path / "out"
    assert main(["convert", str(folder), "-o", str(out), "-q"]) == 0
    assert main(["validate", str(out)]) == 0
    store = _load(out / STORE_FILE)
    entry = next(e for e in store["conversations_index"] if e["title"] == changed["title"])
    kept = _load(out / entry["storage"]["ref"])
    texts = json.dumps(kept["messages"])
    assert "written only in the newer export" in texts
    assert kept["import_metadata"]["source_file"] == f"{newer}/conversations.json"
    assert entry["message_count"] == len(kept["messages"])
    assert len(store["conversations_index"]) == len(list((out / "conversations").iterdir()))
    why = [s for s in _skips(out) if s["reason"].startswith("older copy")]
    assert len(why) == 1
    assert why[0]["file"] == f"{older}/conversations.json"
    assert f"the copy in {newer}/conversations.json is newer (updated" in why[0]["reason"]
    for memory in store["memories"]:  # nothing cites a message of the copy that was dropped
        ref = memory["provenance"].get("message_ref")
        if ref and memory["provenance"].get("conversation_ref") == kept["id"]:
            assert ref in {m["id"] for m in kept["messages"]}


def test_same_time_more_messages_wins(tmp_path: Path) -> None:
    folder, changed = _two_downloads(tmp_path, "a-old", "b-new")
    newer = _load(folder / "b-new" / "conversations.json")
    for conversation in newer:
        if conversation["title"] == changed["title"]:
            conversation["update_time"] -= 500  # same update time as the older copy, one message more
    _dump(folder / "b-new" / "conversations.json", newer)
    out = tmp_path / "out"
    assert main(["convert", str(folder), "-o", str(out), "-q"]) == 0
    reasons = [s["reason"] for s in _skips(out) if s["reason"].startswith("older copy")]
    assert len(reasons) == 1 and "same update time" in reasons[0] and "messages against" in reasons[0]


# -- duplicate ZIP member names, wrong shapes ------------------------------------------------------------------


def test_zip_members_of_the_same_name_are_each_read_once(tmp_path: Path) -> None:
    conversations = _load(CHATGPT / "conversations.json")
    archive = tmp_path / "export.zip"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about the duplicate name: that is the point
        with zipfile.ZipFile(archive, "w") as zf:
            zf.writestr("user.json", (CHATGPT / "user.json").read_text())
            zf.writestr("conversations.json", json.dumps(conversations[:3]))
            zf.writestr("conversations.json", json.dumps(conversations[3:]))
    out = tmp_path / "out"
    assert main(["convert", str(archive), "-o", str(out), "-q"]) == 0
    store = _load(out / STORE_FILE)
    assert len(store["conversations_index"]) == len(conversations)
    assert {e["title"] for e in store["conversations_index"]} == {c["title"] for c in conversations}
    report = _load(out / REPORT_FILE)
    assert any("2 members named 'conversations.json'" in w for w in report["warnings"])
    assert not [s for s in report["skipped"] if "duplicate" in s["reason"]], "a member was read twice"


def test_chatgpt_mapping_of_the_wrong_shape_is_skipped_and_counted(tmp_path: Path) -> None:
    shutil.copytree(CHATGPT, tmp_path / "in")
    conversations = _load(tmp_path / "in" / "conversations.json")
    victim = next(c for c in conversations if c.get("mapping"))
    victim["mapping"] = list(victim["mapping"].values())
    _dump(tmp_path / "in" / "conversations.json", conversations)
    out = tmp_path / "out"
    assert main(["convert", str(tmp_path / "in"), "-o", str(out), "-q"]) == 0
    report = _load(out / REPORT_FILE)
    stats = report["importers"][0]
    assert stats["records_skipped"].get("conversation") == 1
    skipped = [s for s in report["skipped"] if s["kind"] == "conversation"]
    assert len(skipped) == 1 and "'mapping' is a JSON array" in skipped[0]["reason"]
    assert victim["title"] not in {e["title"] for e in _load(out / STORE_FILE)["conversations_index"]}


# -- bundles of another owner --------------------------------------------------------------------------------------


def test_base_of_another_owner_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    theirs = tmp_path / "theirs"
    assert main(["convert", str(CHATGPT), "-o", str(theirs), "--owner-id", "someone-else", "-q"]) == 0
    out = tmp_path / "delta"
    argv = ["convert", str(CHATGPT), "-o", str(out), "--base", str(theirs)]
    _refused(capsys, argv, "someone-else", "--allow-owner-change")
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["theirs"]
    assert main([*argv, "--allow-owner-change", "-q"]) == 0


def test_merge_of_another_owner_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "base"
    assert main(["convert", str(CHATGPT), "-o", str(base), "-q"]) == 0
    delta = tmp_path / "delta"
    assert main(["convert", str(CHATGPT), "-o", str(delta), "--base", str(base), "-q"]) == 0
    theirs = tmp_path / "theirs"
    assert main(["convert", str(CHATGPT), "-o", str(theirs), "--owner-id", "someone-else", "-q"]) == 0
    _refused(capsys, ["merge", str(theirs), str(delta), "-o", str(tmp_path / "m")], "someone-else")
    assert not (tmp_path / "m").exists()
    assert main(["merge", str(base), str(delta), "-o", str(tmp_path / "m")]) == 0
