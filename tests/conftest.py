"""Shared test fixtures: where the repository, its samples and the optional ../shared folder are."""

from __future__ import annotations

from pathlib import Path

import pytest

from pamport.importers import registry
from tests.toy_importer import ToyImporter

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_exports"
SHARED = REPO.parent / "shared"


@pytest.fixture
def samples() -> Path:
    return SAMPLES


@pytest.fixture
def shared_dir() -> Path:
    """``../shared`` beside the checkout; tests that need it skip cleanly when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not present beside this checkout")
    return SHARED


@pytest.fixture
def real_exports(shared_dir: Path) -> Path:
    path = shared_dir / "real-exports"
    if not path.is_dir():
        pytest.skip("../shared/real-exports is not present")
    return path


@pytest.fixture
def pam_schemas(shared_dir: Path) -> Path:
    path = shared_dir / "pam-spec" / "schemas"
    if not path.is_dir():
        pytest.skip("../shared/pam-spec/schemas is not present")
    return path


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> type[ToyImporter]:
    """Detection sees only the toy importer (pipeline and CLI tests independent of any provider)."""
    monkeypatch.setattr(registry, "importers", lambda: {ToyImporter.importer_version: ToyImporter})
    ToyImporter.fail_after = None
    return ToyImporter
