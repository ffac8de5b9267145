"""Whose exports an input holds: one bundle is one person, never several mixed together.

A folder can hold the exports of several people (a family's downloads, a support case). Converted as one, their
memories would supersede one another under a single owner. Accounts are told apart by the provider's account id
(ChatGPT ``user.json``, Claude ``users.json``, Grok's profile) or, where an export has no id, by its e-mail
address; two *different* identities of one provider in one input are refused, naming them and the files they come
from. Exports of different providers are not compared (one person has one account at each; their ids and even
their e-mail addresses differ). ``--split-accounts DIR`` instead writes one bundle per account, each from the
folder of that account's export (the folder holding its account file, and everything below it that is not
another account's folder).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from pamport.errors import MixedAccounts, PamportError
from pamport.importers.base import AccountInfo, ImportContext, ImportOptions
from pamport.importers.registry import detect
from pamport.importers.sources import MemberSelection, Source, owning_root
from pamport.pipeline.output_guard import check_not_overlapping, check_parent
from pamport.pipeline.report import RunReport


@dataclass(frozen=True)
class Account:
    """One identity of one provider, and the folders (inside the input) of its exports."""

    platform: str
    identity: str
    roots: frozenset[str]
    files: tuple[str, ...]

    @property
    def label(self) -> str:
        """A folder name for this account's bundle."""
        slug = re.sub(r"[^A-Za-z0-9._@-]+", "_", self.identity).strip("._") or "account"
        return f"{self.platform}-{slug[:80]}"


def _identity(account: AccountInfo) -> str | None:
    if account.platform_user_id:
        return account.platform_user_id
    return f"e-mail {account.email.strip().lower()}" if account.email and account.email.strip() else None


def _root(file: str | None) -> str:
    parent = str(PurePosixPath(file).parent) if file else "."
    return "" if parent == "." else parent


def group_accounts(accounts: Iterable[AccountInfo]) -> list[Account]:
    """The distinct identities among the accounts an import yielded (parallel shards repeat them)."""
    found: dict[tuple[str, str], tuple[set[str], list[str]]] = {}
    for account in accounts:
        identity = _identity(account)
        if identity is None:
            continue
        roots, files = found.setdefault((account.platform, identity), (set(), []))
        roots.add(_root(account.source_file))
        if account.source_file and account.source_file not in files:
            files.append(account.source_file)
    return [
        Account(platform, identity, frozenset(roots), tuple(sorted(files)))
        for (platform, identity), (roots, files) in sorted(found.items())
    ]


def mixed(accounts: list[Account]) -> list[Account]:
    """The accounts of every provider that has more than one identity in the input (empty when none has)."""
    per_platform: dict[str, int] = {}
    for account in accounts:
        per_platform[account.platform] = per_platform.get(account.platform, 0) + 1
    return [a for a in accounts if per_platform[a.platform] > 1]


def refuse_mixed_accounts(accounts: Iterable[AccountInfo]) -> None:
    """Raise :class:`MixedAccounts` when one provider's exports of several people are in one input."""
    clash = mixed(group_accounts(accounts))
    if clash:
        raise MixedAccounts([(a.platform, a.identity, ", ".join(a.files) or "no account file") for a in clash])


def find_accounts(source: Source, importer: str | None) -> list[Account]:
    """Every account in ``source``: the importers read it once, keeping only what they say about accounts."""
    report = RunReport()
    found: list[AccountInfo] = []
    try:
        for cls, claim in detect(source, importer):
            ctx = ImportContext(source, report.reporter(cls.importer_version, cls.platform), ImportOptions())
            try:
                found.extend(item for item in cls().read(source, claim, ctx) if isinstance(item, AccountInfo))
            except PamportError:
                pass  # the conversion of each part reports it in full
            finally:
                for stream in ctx.streams.values():
                    stream.close()
    finally:
        report.close()
    return group_accounts(found)


def unowned_members(source: Source, importer: str | None, roots: frozenset[str]) -> list[str]:
    """Members an importer would read that lie in no account's folder (their owner cannot be told)."""
    claimed = {name for _, claim in detect(source, importer) for name in claim.members}
    return sorted(name for name in claimed if owning_root(name, roots) is None)


def split_plan(source_path: Path, out_dir: Path, importer: str | None) -> list[tuple[Account, MemberSelection, Path]]:
    """One (account, its part of the input, its bundle folder) per account, checked before anything is written."""
    check_not_overlapping(out_dir, [source_path])
    check_parent(out_dir / "bundle")
    with Source(source_path) as source:
        accounts = find_accounts(source, importer)
        all_roots = frozenset(root for account in accounts for root in account.roots)
        if not accounts:
            raise PamportError(
                f"{source_path}: no account file found (user.json, users.json, a profile); "
                "--split-accounts has nothing to split by"
            )
        stray = unowned_members(source, importer, all_roots)
    if stray:
        listed = ", ".join(stray[:5]) + (f" and {len(stray) - 5} more" if len(stray) > 5 else "")
        raise PamportError(
            f"{source_path}: cannot tell which account these files belong to: {listed} "
            "(no account file beside or above them); move them into their account's export folder"
        )
    labels: dict[str, int] = {}
    plan = []
    for account in accounts:
        label = account.label
        labels[label] = labels.get(label, 0) + 1
        if labels[label] > 1:
            label = f"{label}-{labels[label]}"
        plan.append((account, MemberSelection(account.roots, all_roots), out_dir / label))
    return plan
