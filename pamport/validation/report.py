"""What ``pamport validate`` found: every problem with its file, its place in the file and a plain message."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Level = Literal["error", "warning"]


@dataclass(frozen=True)
class Issue:
    """One finding. ``location`` is a JSON pointer (``/memories/3/content_hash``) or ``line L, column C``."""

    level: Level
    check: str
    file: str
    location: str
    message: str

    def __str__(self) -> str:
        place = f"{self.file} {self.location}" if self.location else self.file
        return f"{self.level}: {place}: {self.message} [{self.check}]"

    def to_json(self) -> dict[str, str]:
        return {
            "level": self.level,
            "check": self.check,
            "file": self.file,
            "location": self.location,
            "message": self.message,
        }


@dataclass
class ValidationReport:
    """Errors make a bundle invalid; warnings point at things other tools may trip on but the spec allows."""

    path: str
    kind: str = "unknown"
    issues: list[Issue] = field(default_factory=list)
    counts: dict[str, Any] = field(default_factory=dict)

    def error(self, check: str, file: str, location: str, message: str) -> None:
        self.issues.append(Issue("error", check, file, location, message))

    def warning(self, check: str, file: str, location: str, message: str) -> None:
        self.issues.append(Issue("warning", check, file, location, message))

    @property
    def errors(self) -> list[Issue]:
        return [i for i in self.issues if i.level == "error"]

    @property
    def warnings(self) -> list[Issue]:
        return [i for i in self.issues if i.level == "warning"]

    @property
    def ok(self) -> bool:
        return not self.errors

    def checks(self, level: Level | None = None) -> set[str]:
        """The check codes that fired (handy in tests: ``"content-hash" in report.checks("error")``)."""
        return {i.check for i in self.issues if level is None or i.level == level}

    def summary(self) -> dict[str, Any]:
        """Everything in JSON-ready form: verdict, counts and the issues themselves."""
        return {
            "path": self.path,
            "kind": self.kind,
            "ok": self.ok,
            "errors": len(self.errors),
            "warnings": len(self.warnings),
            **self.counts,
            "issues": [i.to_json() for i in self.issues],
        }

    def render_text(self, max_issues: int = 200) -> str:
        lines = [f"{self.path} ({self.kind})"]
        if self.counts:
            lines.append("  " + ", ".join(f"{k}: {_show(v)}" for k, v in self.counts.items()))
        ordered = self.errors + self.warnings
        lines.extend(f"  {issue}" for issue in ordered[:max_issues])
        if len(ordered) > max_issues:
            lines.append(f"  ... and {len(ordered) - max_issues} more (use --json for all)")
        verdict = "VALID" if self.ok else "INVALID"
        lines.append(
            f"{verdict}: {_plural(len(self.errors), 'error')}, {_plural(len(self.warnings), 'warning')}"
        )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render_text()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _show(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)
