"""The file names of a bundle, in one place (writer, validator and bundle commands all read them from here)."""

from __future__ import annotations

STORE_FILE = "memory-store.json"
CONVERSATIONS_DIR = "conversations"
EMBEDDINGS_FILE = "embeddings.json"
#: pamport's own run report; not a PAM file.
REPORT_FILE = "import-report.json"
#: pamport's signed list of every file of a bundle (size and sha256); not a PAM file. See docs/security.md.
MANIFEST_FILE = "manifest.json"
