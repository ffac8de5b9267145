"""ChatGPT's ``mapping`` resolved into PAM's parent/children links.

The mapping is a tree keyed by node id in which edits and regenerations are branches. It also holds synthetic
``message: null`` nodes (the root, sometimes more), several roots, orphans, parents that point outside a
trimmed mapping and, in damaged files, cycles. PAM wants links between message nodes only, symmetric and
pointing inside the file. Parent pointers are taken as the truth (ChatGPT walks them up from
``current_node``); children lists only decide the order of siblings. Everything here is iterative: real
conversations are thousands of nodes deep.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Graph:
    """Kept message nodes in output order (parents first, siblings in source order) and their links."""

    order: list[str] = field(default_factory=list)
    parent: dict[str, str | None] = field(default_factory=dict)
    children: dict[str, list[str]] = field(default_factory=dict)
    #: kept node → the provider parent id that is missing from the mapping
    dangling: dict[str, str] = field(default_factory=dict)
    #: kept node → children ids listed in the source that are missing from the mapping
    missing_children: dict[str, list[str]] = field(default_factory=dict)
    #: kept nodes whose parent link was cut to break a cycle
    cut: set[str] = field(default_factory=set)


def _links(mapping: Mapping[str, Any]) -> tuple[dict[str, str | None], dict[str, list[str]]]:
    """Each node's raw parent id and children ids (ill-typed values read as absent)."""
    parents: dict[str, str | None] = {}
    children: dict[str, list[str]] = {}
    for nid, node in mapping.items():
        if not isinstance(node, dict):
            parents[nid] = None
            children[nid] = []
            continue
        up = node.get("parent")
        parents[nid] = up if isinstance(up, str) and up else None
        kids = node.get("children")
        if type(kids) is not list:
            children[nid] = []
        elif (len(kids) == 1 and type(kids[0]) is str) or all(type(c) is str for c in kids):
            children[nid] = kids
        else:
            children[nid] = [c for c in kids if isinstance(c, str)]
    return parents, children


def _source_rank(raw_parent: dict[str, str | None], raw_children: dict[str, list[str]]) -> dict[str, int]:
    """Position of every node in a depth-first walk of the source's children lists, roots in file order."""
    rank: dict[str, int] = {}
    roots = [nid for nid, up in raw_parent.items() if up is None or up not in raw_parent]
    for start in [*roots, *raw_parent]:
        if start in rank:
            continue
        stack = [start]
        while stack:
            nid = stack.pop()
            if nid in rank or nid not in raw_parent:
                continue
            rank[nid] = len(rank)
            stack.extend(reversed(raw_children[nid]))
    return rank


def resolve(mapping: Mapping[str, Any], kept: Set[str]) -> Graph:
    """Links between ``kept`` nodes: the parent is the nearest kept ancestor, children are the inverse."""
    graph = Graph()
    parent = graph.parent
    raw_parent, raw_children = _links(mapping)
    for nid in raw_parent:
        if nid not in kept:
            continue
        up = raw_parent[nid]
        if up is None or up in kept:
            parent[nid] = up
        else:
            parent[nid] = _nearest_kept(nid, raw_parent, kept, graph)
        kids = raw_children[nid]
        if kids and not all(c in raw_parent for c in kids):
            graph.missing_children[nid] = [c for c in kids if c not in raw_parent]

    _break_cycles(graph, list(parent))

    children: dict[str, list[str]] = {nid: [] for nid in parent}
    roots: list[str] = []
    for nid, up in parent.items():
        (children[up] if up is not None else roots).append(nid)
    # Siblings come out in file order; only branches and several roots need the source's own order.
    if len(roots) > 1 or any(len(c) > 1 for c in children.values()):
        rank = _source_rank(raw_parent, raw_children)
        for siblings in children.values():
            if len(siblings) > 1:
                siblings.sort(key=rank.__getitem__)
        roots.sort(key=rank.__getitem__)
    graph.children = children

    order = graph.order
    stack = list(reversed(roots))
    while stack:
        nid = stack.pop()
        order.append(nid)
        stack.extend(reversed(children[nid]))
    return graph


def _nearest_kept(nid: str, raw_parent: dict[str, str | None], kept: Set[str], graph: Graph) -> str | None:
    """Walk up through skipped (null-message) nodes; note a parent id that is missing from the mapping."""
    seen = {nid}
    up = raw_parent[nid]
    while up is not None:
        if up not in raw_parent:
            graph.dangling[nid] = up
            return None
        if up in kept:
            return up
        if up in seen:  # a cycle through null nodes: no usable ancestor
            return None
        seen.add(up)
        up = raw_parent[up]
    return None


def _break_cycles(graph: Graph, nodes: list[str]) -> None:
    """Cut one parent link per cycle (where the walk closes it), deterministically in file order."""
    parent = graph.parent
    state: dict[str, int] = {}  # 1 = on the current walk, 2 = done
    for start in nodes:
        if start in state:
            continue
        path: list[str] = []
        nid: str | None = start
        while nid is not None and nid not in state:
            state[nid] = 1
            path.append(nid)
            nid = parent[nid]
        if nid is not None and state[nid] == 1:
            parent[nid] = None
            graph.cut.add(nid)
        for done in path:
            state[done] = 2
