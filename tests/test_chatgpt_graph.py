"""The ChatGPT mapping graph: hand-made edge cases and hypothesis-generated mappings that must never crash."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pamport.importers.chatgpt.context_v2025_01 import Env, make_env
from pamport.importers.chatgpt.graph_v2025_01 import resolve
from pamport.importers.chatgpt.members_v2025_01 import AssetIndex
from pamport.importers.chatgpt.records_v2025_01 import normalize
from pamport.pipeline.report import RunReport
from tests.chatgpt_helpers import assert_symmetric, assert_texts_kept, assert_valid


def _env() -> Env:
    return make_env("conversations.json", "2025.01", "user-x", AssetIndex([]), RunReport().reporter("t", "chatgpt"))


def _node(parent: str | None, children: list[str], message: Any = None) -> dict[str, Any]:
    return {"message": message, "parent": parent, "children": children}


def _msg(role: str, text: str, t: float | None = 1700000000.0) -> dict[str, Any]:
    return {"author": {"role": role}, "create_time": t, "content": {"content_type": "text", "parts": [text]}}


def test_null_nodes_are_bridged() -> None:
    mapping = {
        "root": _node(None, ["a"]),
        "a": _node("root", ["gap"], _msg("user", "hi")),
        "gap": _node("a", ["b", "c"]),
        "b": _node("gap", [], _msg("assistant", "one")),
        "c": _node("gap", [], _msg("assistant", "two")),
    }
    graph = resolve(mapping, {"a", "b", "c"})
    assert graph.order == ["a", "b", "c"]
    assert graph.parent == {"a": None, "b": "a", "c": "a"}
    assert graph.children["a"] == ["b", "c"]


def test_sibling_order_follows_the_source_children_list() -> None:
    mapping = {
        "p": _node(None, ["late", "early"], _msg("user", "q")),
        "early": _node("p", [], _msg("assistant", "x")),
        "late": _node("p", [], _msg("assistant", "y")),
    }
    assert resolve(mapping, set(mapping)).children["p"] == ["late", "early"]


def test_cycles_are_cut() -> None:
    mapping = {
        "a": _node("b", ["b"], _msg("user", "a")),
        "b": _node("a", ["a"], _msg("assistant", "b")),
    }
    graph = resolve(mapping, set(mapping))
    assert sorted(graph.order) == ["a", "b"]
    assert len(graph.cut) == 1
    assert sum(1 for up in graph.parent.values() if up is None) == 1


def test_cycle_through_null_nodes_and_dangling_parents() -> None:
    mapping = {
        "n1": _node("n2", ["m"]),
        "n2": _node("n1", ["n1"]),
        "m": _node("n1", [], _msg("user", "stuck")),
        "d": _node("gone", [], _msg("user", "orphaned")),
    }
    graph = resolve(mapping, {"m", "d"})
    assert graph.parent == {"m": None, "d": None}
    assert graph.dangling == {"d": "gone"}


def test_deep_conversation_does_not_recurse() -> None:
    mapping: dict[str, Any] = {}
    for i in range(5000):
        mapping[f"n{i}"] = _node(f"n{i - 1}" if i else None, [f"n{i + 1}"], _msg("user", f"m{i}"))
    graph = resolve(mapping, set(mapping))
    assert graph.order[0] == "n0" and graph.order[-1] == "n4999"
    assert graph.missing_children == {"n4999": ["n5000"]}


# -- hypothesis --

_ROLES = st.sampled_from(["user", "assistant", "system", "tool", "critic", None])
_TIMES = st.one_of(st.none(), st.just(0), st.floats(1.6e9, 1.8e9), st.just("soon"), st.just(float("nan")))
_TEXT = st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=12)
_IMAGE = {"content_type": st.just("image_asset_pointer"), "asset_pointer": st.just("file-service://file-Ab1")}
_PART = st.one_of(
    _TEXT,
    st.none(),
    st.fixed_dictionaries(_IMAGE),
    st.fixed_dictionaries({"content_type": st.just("audio_transcription"), "text": _TEXT}),
    st.fixed_dictionaries({"content_type": st.just("mystery"), "text": _TEXT}),
    st.integers(),
)
_THOUGHT = st.fixed_dictionaries({"summary": _TEXT, "content": _TEXT})
_CONTENT = st.one_of(
    st.fixed_dictionaries(
        {"content_type": st.sampled_from(["text", "multimodal_text"]), "parts": st.lists(_PART, max_size=3)}
    ),
    st.fixed_dictionaries(
        {"content_type": st.just("code"), "text": _TEXT, "language": st.sampled_from(["python", "unknown"])}
    ),
    st.fixed_dictionaries({"content_type": st.just("thoughts"), "thoughts": st.lists(_THOUGHT, max_size=2)}),
    st.fixed_dictionaries({"content_type": st.just("brand_new_type"), "text": _TEXT}),
    st.none(),
    st.just("not an object"),
)
_METADATA = st.sampled_from(
    [
        {},
        None,
        {"is_visually_hidden_from_conversation": True},
        {"citations": [{"metadata": {"url": "not a url", "title": "t"}}]},
        {"attachments": [{"id": "file-Ab1", "name": "a.png"}]},
    ]
)


@st.composite
def mappings(draw: st.DrawFn) -> dict[str, Any]:
    ids = [f"n{i}" for i in range(draw(st.integers(0, 14)))]
    pointers = st.sampled_from([*ids, "missing-1", "missing-2", None, ""]) if ids else st.none()
    mapping: dict[str, Any] = {}
    for nid in ids:
        if draw(st.integers(0, 30)) == 0:
            mapping[nid] = draw(st.sampled_from([None, "junk", 7]))
            continue
        message: Any = None
        if draw(st.integers(0, 3)):
            message = {
                "id": draw(st.sampled_from([nid, "other-id"])),
                "author": {"role": draw(_ROLES), "name": draw(st.sampled_from([None, "python", "browser"]))},
                "create_time": draw(_TIMES),
                "content": draw(_CONTENT),
                "metadata": draw(_METADATA),
                "recipient": draw(st.sampled_from(["all", "python", None])),
            }
            if draw(st.integers(0, 40)) == 0:
                message = ["not", "a", "message"]
        mapping[nid] = {
            "id": nid,
            "message": message,
            "parent": draw(pointers),
            "children": draw(st.lists(st.one_of(pointers, st.integers()), max_size=4)),
        }
    return mapping


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mapping=mappings(), created=_TIMES, updated=_TIMES)
def test_random_mappings_never_crash_and_stay_symmetric(mapping: dict[str, Any], created: Any, updated: Any) -> None:
    raw = {
        "conversation_id": "c-1",
        "title": "t",
        "create_time": created,
        "update_time": updated,
        "mapping": mapping,
    }
    env = _env()
    result = normalize(raw, 1, env)
    conversation = result.conversation
    assert_valid(conversation)
    assert_symmetric(conversation)
    assert_texts_kept(raw, conversation)
    stats = env.report.stats
    kept = len(conversation.messages)
    assert stats.read["message"] == kept + stats.skipped["message"]
    # Every message node that is a JSON object ends up in the output.
    good = [n for n in mapping.values() if isinstance(n, dict) and isinstance(n.get("message"), dict)]
    assert kept == len(good)
    for message in conversation.messages:
        assert message.created_at  # a time even when the source had none
