"""The active branch of a conversation graph.

ChatGPT and Grok keep every edit and regeneration as a branch. Memory extraction reads only the path the user last
saw (ChatGPT's ``current_node``, Claude's ``current_leaf_message_uuid``, Grok's ``leaf_response_id``; otherwise
the newest leaf), so a regenerated answer is not counted twice and an edited prompt replaces the one it edits.
"""

from __future__ import annotations

from pamport.schemas.conversation import Conversation, Message

#: Provider fields naming the leaf the user last saw: ChatGPT, Claude, Grok.
_LEAF_KEYS = ("current_node", "current_leaf_message_uuid", "leaf_response_id")


def active_path(conversation: Conversation) -> list[Message]:
    """Messages from the root to the active leaf, in order. Linear conversations come back unchanged."""
    messages = conversation.messages
    if not messages:
        return []
    by_id = {m.id: m for m in messages}
    if all(m.parent_id is None and not m.children_ids for m in messages):
        return list(messages)

    leaf: Message | None = None
    current = next((conversation.raw_metadata[k] for k in _LEAF_KEYS if k in conversation.raw_metadata), None)
    if isinstance(current, str):
        # the last match: one provider message can become several (thought, answer, tool result)
        for m in messages:
            if m.provider_message_id == current or m.id == current:
                leaf = m
    if leaf is None:
        leaves = [m for m in messages if not any(c in by_id for c in m.children_ids)]
        # newest leaf; ties resolved by position in the file (later wins)
        leaf = max(enumerate(leaves), key=lambda im: (im[1].created_at, im[0]))[1]

    path: list[Message] = []
    seen: set[str] = set()
    node: Message | None = leaf
    while node is not None and node.id not in seen:
        seen.add(node.id)
        path.append(node)
        node = by_id.get(node.parent_id) if node.parent_id else None
    path.reverse()
    return path
