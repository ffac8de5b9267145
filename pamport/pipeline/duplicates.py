"""The same conversation read twice (two downloads of one account in one folder, a file copied twice).

The newer copy is kept, whatever the order the files are read in: the later update time wins, then the larger
message count; copies equal on both are the same conversation and the first one read stays. The copy that is not
kept is reported as a skipped record naming the file that won and why, so nothing disappears without a word.
Memory drafts drawn from a copy that was replaced go with it: they may cite messages the kept copy does not have
(``pamport.pipeline.draft_spool`` leaves them out).
"""

from __future__ import annotations

from dataclasses import dataclass

from pamport.schemas.conversation import Conversation


@dataclass(frozen=True)
class CopyFacts:
    """What decides between two copies, read back from the conversation file already written."""

    updated: str
    messages: int
    member: str
    importer_version: str


@dataclass(frozen=True)
class Verdict:
    keep_new: bool
    older_member: str
    why: str


def _when(conversation: Conversation) -> str:
    return conversation.temporal.updated_at or conversation.temporal.created_at


def judge_duplicate(old: CopyFacts | None, new: Conversation, member: str, importer_version: str) -> Verdict:
    """Which copy of one conversation to keep, and the sentence the report gives for it."""
    if old is None or old.importer_version != importer_version:
        # written by another importer's run (its index is already closed): the first copy stays
        where = old.member if old is not None else "another file"
        return Verdict(False, member, f"duplicate conversation: the copy read first (from {where}) is kept")
    new_when, new_count = _when(new), len(new.messages)
    if (new_when, new_count) > (old.updated, old.messages):
        if new_when > old.updated:
            why = f"updated {new_when}, the other {old.updated}"
        else:
            why = f"same update time, {new_count} messages against {old.messages}"
        return Verdict(True, old.member, f"older copy of a conversation: the copy in {member} is newer ({why})")
    if (new_when, new_count) == (old.updated, old.messages):
        why = f"duplicate conversation: same update time and message count as the copy in {old.member}, which is kept"
        return Verdict(False, member, why)
    if new_when < old.updated:
        why = f"updated {old.updated}, this one {new_when}"
    else:
        why = f"same update time, {old.messages} messages against {new_count}"
    return Verdict(False, member, f"older copy of a conversation: the copy in {old.member} is newer ({why})")
