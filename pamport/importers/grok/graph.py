"""The reply tree of a Grok conversation, rebuilt from ``parent_response_id``.

Grok stores only the parent of each response; a regenerated answer or an edited prompt is a second child of
the same parent. ``children_ids`` are therefore the inverse of the parent links, built here in file order so
that the result is symmetric by construction. Links the export cannot back up are cut rather than invented: a
parent that is not in the conversation (trimmed exports) and a response that is its own parent make a root,
and a cycle is broken at its member that comes first in the file. Each cut is returned with its reason so the
message can say why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

DANGLING = "parent response is not in this conversation"
SELF_PARENT = "response names itself as its parent"
CYCLE = "parent links form a cycle; cut here"


@dataclass
class Tree:
    parent: dict[str, str | None] = field(default_factory=dict)
    children: dict[str, list[str]] = field(default_factory=dict)
    #: Message id -> why its provider parent link was not kept.
    cuts: dict[str, str] = field(default_factory=dict)


def build_tree(nodes: Sequence[tuple[str, str | None]], by_provider_id: Mapping[str, str]) -> Tree:
    """``nodes`` are ``(message id, provider parent id or None)`` in file order; ids are unique."""
    tree = Tree()
    order = {node_id: i for i, (node_id, _) in enumerate(nodes)}
    for node_id, parent_ref in nodes:
        parent: str | None = None
        if parent_ref:
            target = by_provider_id.get(parent_ref)
            if target is None:
                tree.cuts[node_id] = DANGLING
            elif target == node_id:
                tree.cuts[node_id] = SELF_PARENT
            else:
                parent = target
        tree.parent[node_id] = parent
        tree.children[node_id] = []

    state: dict[str, int] = {}  # absent: unseen, 1: on the current walk, 2: known to reach a root
    for start, _ in nodes:
        path: list[str] = []
        current: str | None = start
        while current is not None and current not in state:
            state[current] = 1
            path.append(current)
            current = tree.parent[current]
        if current is not None and state[current] == 1:
            loop = path[path.index(current) :]
            cut = min(loop, key=order.__getitem__)
            tree.parent[cut] = None
            tree.cuts[cut] = CYCLE
        for node_id in path:
            state[node_id] = 2

    for node_id, _ in nodes:
        parent = tree.parent[node_id]
        if parent is not None:
            tree.children[parent].append(node_id)
    return tree
