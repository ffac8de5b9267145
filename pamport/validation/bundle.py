"""``validate_path``: a bundle folder or a single PAM file, checked file by file and then across files.

``memory-store.json`` is read whole (it is modest); conversation files are read one at a time and only a few
facts about each are kept (id, platform, message count, version), so memory stays flat however many there are.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pamport.layout import CONVERSATIONS_DIR, EMBEDDINGS_FILE, MANIFEST_FILE, REPORT_FILE, STORE_FILE
from pamport.validation.conversation_checks import ConversationFacts, check_conversation
from pamport.validation.embedding_checks import check_embeddings, cross_check
from pamport.validation.embedding_store_checks import check_against_memories, check_dimensions
from pamport.validation.reading import SCHEMA_KINDS, kind_of, load_json, validate_model
from pamport.validation.report import ValidationReport
from pamport.validation.store_checks import StoreFacts, check_store
from pamport.validation.trust_checks import TrustOptions, check_bundle_files, check_signer

#: Files a bundle may hold that are not PAM documents (pamport's own run report).
KNOWN_EXTRAS = frozenset({REPORT_FILE, MANIFEST_FILE})


def validate_path(path: str | Path, trust: TrustOptions | None = None) -> ValidationReport:
    """Validate a bundle folder (``memory-store.json``, ``conversations/*.json``, ``embeddings.json``) or one
    PAM file (kind taken from its ``schema`` field). Never raises for bad input: everything is reported.

    ``trust`` says which key must have signed and whether a signature is required (docs/security.md)."""
    target = Path(path)
    trust = trust or TrustOptions()
    report = ValidationReport(str(target))
    if target.is_dir():
        _Bundle(target, report, trust).run()
    elif target.is_file():
        _single_file(target, report, trust)
    else:
        report.error("read", str(target), "", "no such file or folder")
    return report


def _read_document(
    path: Path, name: str, expected: str | None, report: ValidationReport
) -> tuple[str | None, dict[str, Any] | None]:
    """Parse and validate one file with the models: its kind, and the data if it can be deep-checked."""
    data = load_json(path, name, report)
    if data is None:
        return None, None
    kind = kind_of(data)
    if kind is None:
        known = ", ".join(repr(k) for k in SCHEMA_KINDS)
        found = data.get("schema") if isinstance(data, dict) else None
        report.error(
            "schema", name, "/schema", f"not a PAM file: 'schema' is {found!r}, expected one of {known}"
        )
        return None, None
    if expected is not None and kind != expected:
        report.error(
            "schema", name, "/schema", f"this place in a bundle holds a {expected} file, not a {kind} file"
        )
        return kind, None
    if validate_model(data, SCHEMA_KINDS[data["schema"]][1], name, report) is None:
        return kind, None
    return kind, data


def _single_file(path: Path, report: ValidationReport, trust: TrustOptions) -> None:
    kind, data = _read_document(path, path.name, None, report)
    report.kind = kind or "unknown"
    if data is None:
        if trust.strict:
            report.error("signature", path.name, "", "the signature cannot be checked: the file is unreadable")
        return
    if report.kind == "memory-store":
        facts = check_store(data, path.name, report)
        report.counts.update(_store_counts(data, facts))
        check_signer(data, path.name, report, trust)
        return
    if trust.strict:
        report.error("signature", path.name, "", f"a {report.kind} file carries no signature of its own")
    if report.kind == "conversation":
        conversation = check_conversation(data, path.name, report)
        report.counts.update(
            {"messages": conversation.message_count, "schema_version": conversation.schema_version}
        )
    if report.kind == "embeddings":
        links = check_embeddings(data, path.name, report)
        check_dimensions(data["embeddings"], path.name, report)
        report.counts.update({"embeddings": len(links), "schema_version": data["schema_version"]})


def _store_counts(store: dict[str, Any], facts: StoreFacts) -> dict[str, Any]:
    return {
        "schema_version": store["schema_version"],
        "memories": len(store["memories"]),
        "relations": len(store.get("relations", [])),
        "conversations": len(store.get("conversations_index", [])),
        "signature": facts.signature,
    }


def _through_link(root: Path, target: Path) -> bool:
    """Whether reaching ``target`` from ``root`` passes through a symbolic link."""
    here = root
    for part in target.relative_to(root.resolve()).parts:
        here = here / part
        if here.is_symlink():
            return True
    return False


class _Unreadable(Exception):
    """embeddings.json exists but is broken (already reported): its links cannot be checked."""


class _Bundle:
    def __init__(self, root: Path, report: ValidationReport, trust: TrustOptions) -> None:
        self.root = root
        self.report = report
        self.trust = trust
        self.store: dict[str, Any] | None = None
        self.facts = StoreFacts()
        self.conversations: dict[Path, ConversationFacts] = {}
        self.versions: dict[str, str] = {}

    def run(self) -> None:
        self.report.kind = "bundle"
        self._read_store()
        self._read_conversations()
        self._check_index()
        try:
            embeddings = self._read_embeddings()
        except _Unreadable:
            embeddings = None  # reported already; its links cannot be checked
        else:
            self._cross_check_embeddings(embeddings)
        self._check_versions()
        self._check_trust()
        self._finish(embeddings)

    def _check_trust(self) -> None:
        check_bundle_files(self.root, self.store, self.report, self.trust)
        if self.store is not None:
            check_signer(self.store, STORE_FILE, self.report, self.trust)
        elif self.trust.strict:
            self.report.error("signature", STORE_FILE, "", "the signature cannot be checked: the store is unreadable")

    def _cross_check_embeddings(self, embeddings: dict[str, str] | None) -> None:
        if self.store is not None:
            cross_check(
                embeddings or {},
                self.facts.memory_ids,
                self.facts.embedding_refs,
                STORE_FILE,
                EMBEDDINGS_FILE if embeddings is not None else None,
                self.report,
            )

    def _finish(self, embeddings: dict[str, str] | None) -> None:
        self.report.counts["conversation_files"] = len(self.conversations)
        self.report.counts["messages"] = sum(c.message_count for c in self.conversations.values())
        if embeddings is not None:
            self.report.counts["embeddings"] = len(embeddings)
        ignored = sorted(
            p.name
            for p in self.root.iterdir()
            if p.name not in {STORE_FILE, EMBEDDINGS_FILE, CONVERSATIONS_DIR, MANIFEST_FILE}
            and not p.name.startswith(".")
        )
        if ignored:
            self.report.counts["not_checked"] = ignored

    def _name(self, path: Path) -> str:
        try:
            return path.relative_to(self.root).as_posix()
        except ValueError:
            return str(path)

    def _read_store(self) -> None:
        path = self.root / STORE_FILE
        if path.is_symlink():
            return  # reported as a link; never read through it
        if not path.is_file():
            self.report.error("bundle", STORE_FILE, "", "missing: every bundle has a memory-store.json")
            return
        _, self.store = _read_document(path, STORE_FILE, "memory-store", self.report)
        if self.store is not None:
            self.facts = check_store(self.store, STORE_FILE, self.report)
            self.versions[STORE_FILE] = self.store["schema_version"]
            self.report.counts.update(_store_counts(self.store, self.facts))

    def _conversation_paths(self) -> list[Path]:
        folder = self.root / CONVERSATIONS_DIR
        readable = folder.is_dir() and not folder.is_symlink()  # links are reported, never followed
        paths = sorted(p for p in folder.glob("*.json") if not p.is_symlink()) if readable else []
        seen = {p.resolve() for p in paths}
        for entry in (self.store or {}).get("conversations_index", []):
            target = self._storage_target(entry)
            if (
                target is not None
                and target.is_file()
                and target not in seen
                and target.suffix == ".json"
                and not _through_link(self.root, target)
            ):
                paths.append(target)
                seen.add(target)
        return paths

    def _read_conversations(self) -> None:
        ids: dict[str, str] = {}
        for path in self._conversation_paths():
            name = self._name(path)
            _, data = _read_document(path, name, "conversation", self.report)
            if data is None:
                continue
            facts = check_conversation(data, name, self.report)
            del data
            self.conversations[path.resolve()] = facts
            self.versions[name] = facts.schema_version
            if facts.id in ids:
                self.report.error(
                    "id-unique", name, "/id", f"conversation {facts.id!r} is also in {ids[facts.id]}"
                )
            else:
                ids[facts.id] = name

    def _storage_target(self, entry: dict[str, Any]) -> Path | None:
        storage = entry.get("storage")
        if (
            not isinstance(storage, dict)
            or storage.get("type") != "file"
            or not isinstance(storage.get("ref"), str)
        ):
            return None
        ref = storage["ref"].removeprefix("file://")
        target = (self.root / ref).resolve()
        return target if target.is_relative_to(self.root.resolve()) else None

    def _check_index(self) -> None:
        if self.store is None:
            return
        index: list[dict[str, Any]] = self.store.get("conversations_index", [])
        by_id = {c.id: c for c in self.conversations.values()}
        referenced: set[Path] = set()
        for i, entry in enumerate(index):
            where = f"/conversations_index/{i}"
            storage = entry.get("storage")
            facts: ConversationFacts | None = None
            if isinstance(storage, dict) and storage["type"] == "file":
                target = self._storage_target(entry)
                if target is None:
                    self.report.error(
                        "storage-ref",
                        STORE_FILE,
                        f"{where}/storage/ref",
                        f"{storage['ref']!r} points outside the bundle (a bundle's files stay inside it)",
                    )
                    continue
                referenced.add(target)
                if not target.is_file():
                    self.report.error(
                        "storage-ref",
                        STORE_FILE,
                        f"{where}/storage/ref",
                        f"conversation {entry['id']!r} is stored in {storage['ref']!r}, which does not exist",
                    )
                    continue
                facts = self.conversations.get(target)
                if facts is not None and facts.id != entry["id"]:
                    self.report.error(
                        "storage-ref",
                        STORE_FILE,
                        f"{where}/storage/ref",
                        f"{storage['ref']!r} holds conversation {facts.id!r}, not {entry['id']!r}",
                    )
                    continue
            else:
                facts = by_id.get(entry["id"])
            if facts is not None:
                self._compare_entry(entry, facts, where)
        if index:
            for path, facts in self.conversations.items():
                if path not in referenced and facts.id not in self.facts.index_positions:
                    self.report.warning(
                        "conversation-index",
                        self._name(path),
                        "/id",
                        f"conversation {facts.id!r} is not in the conversations_index of {STORE_FILE}",
                    )
        elif self.conversations:
            self.report.warning(
                "conversation-index",
                STORE_FILE,
                "/conversations_index",
                f"{len(self.conversations)} conversation files are in the bundle but "
                "conversations_index is empty",
            )

    def _compare_entry(self, entry: dict[str, Any], facts: ConversationFacts, where: str) -> None:
        count = entry.get("message_count")
        if count is not None and count != facts.message_count:
            self.report.error(
                "message-count",
                STORE_FILE,
                f"{where}/message_count",
                f"conversation {entry['id']!r}: message_count is {count} but the file has "
                f"{facts.message_count} messages",
            )
        if entry["platform"] != facts.platform:
            self.report.warning(
                "platform",
                STORE_FILE,
                f"{where}/platform",
                f"conversation {entry['id']!r}: the index says platform {entry['platform']!r}, the file's "
                f"provider.name is {facts.platform!r}",
            )

    def _read_embeddings(self) -> dict[str, str] | None:
        """Embedding id -> memory id; None when the file is absent; raises _Unreadable when it is broken."""
        path = self.root / EMBEDDINGS_FILE
        if not path.is_file():
            return None
        _, data = _read_document(path, EMBEDDINGS_FILE, "embeddings", self.report)
        if data is None:
            raise _Unreadable
        self.versions[EMBEDDINGS_FILE] = data["schema_version"]
        check_dimensions(data["embeddings"], EMBEDDINGS_FILE, self.report)
        if self.store is not None:
            check_against_memories(data["embeddings"], self.store, EMBEDDINGS_FILE, STORE_FILE, self.report)
        return check_embeddings(data, EMBEDDINGS_FILE, self.report)

    def _check_versions(self) -> None:
        reference = self.versions.get(STORE_FILE)
        if reference is None:
            return
        for name, version in self.versions.items():
            if version != reference:
                self.report.error(
                    "schema-version",
                    name,
                    "/schema_version",
                    f"schema_version is {version!r} but {STORE_FILE} has {reference!r}; all files "
                    "of a bundle agree",
                )
