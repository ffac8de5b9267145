"""What an importer may tell the run: the whole interface between importers and the run report.

Importers depend on this protocol only, never on the pipeline package, so that they can be tested, reused and
run in worker processes without the pipeline (``tests/test_import_graph.py`` keeps it so). The run's
``pamport.pipeline.report.ImportReporter`` is the implementation.
"""

from __future__ import annotations

from typing import Protocol


class Reporter(Protocol):
    def record_read(self, kind: str, n: int = 1) -> None:
        """A source record of ``kind`` (conversation, message, activity, row, memory …) was read."""

    def record_converted(self, kind: str, n: int = 1) -> None:
        """A record of ``kind`` became part of the bundle."""

    def skip(self, kind: str, file: str, location: str, reason: str) -> None:
        """A record could not be converted: counted, and kept with its file, location and reason."""

    def unknown(self, what: str, file: str, location: str) -> None:
        """Something not understood (a new content type, an unexpected field) was kept raw."""

    def count(self, event: str, n: int = 1) -> None:
        """A counted observation worth telling the user."""

    def note(self, message: str) -> None:
        """A one-line remark for the report (said once however often it is noted)."""
