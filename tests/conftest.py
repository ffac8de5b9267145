"""Shared test fixtures: where the repository, its samples and the optional ../shared folder are."""

from __future__ import annotations

import os
import tempfile
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The rules' compiled expressions (pamport/pipeline/extract/rules/regex_cache.py) are kept in a scratch folder,
# not in the developer's ~/.cache; set before pamport is imported, and inherited by the CLI runs of the tests.
os.environ.setdefault("PAMPORT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "pamport-tests-cache"))

from pamport.importers import registry
from tests.toy_importer import ToyImporter

# Hypothesis checks what a function returns, never how long it takes: a per-example deadline or a slow-data
# health check only measures how busy the machine is (the test suite runs two workers on two cores), and timing
# is measured by the benchmarks. Tests that set their own settings inherit this.
settings.register_profile("pamport", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("pamport")

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_exports"
SHARED = REPO.parent / "shared"
#: The official PAM JSON Schemas, as shipped inside the ``portable-ai-memory`` test dependency, so that schema
#: tests run on a fresh clone without ``../shared``.
PAM_SCHEMAS = Path(str(resources.files("portable_ai_memory") / "schemas"))


@pytest.fixture(autouse=True)
def _no_user_configuration(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The developer's own pamport configuration and PAMPORT_* variables never change a test's run."""
    from pamport.config import ENVIRONMENT

    monkeypatch.setenv("PAMPORT_CONFIG", str(tmp_path_factory.getbasetemp() / "no-such-config.toml"))
    for variable in ENVIRONMENT.values():
        monkeypatch.delenv(variable, raising=False)


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
def pam_schemas() -> Path:
    """The official schemas from the installed ``portable-ai-memory`` package (a test dependency: never skipped)."""
    if not PAM_SCHEMAS.is_dir():  # the test dependency is missing: a broken install, not an optional folder
        raise RuntimeError(f"{PAM_SCHEMAS}: the portable-ai-memory test dependency ships no schemas")
    return PAM_SCHEMAS


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> type[ToyImporter]:
    """Detection sees only the toy importer (pipeline and CLI tests independent of any provider)."""
    monkeypatch.setattr(registry, "importers", lambda: {ToyImporter.importer_version: ToyImporter})
    ToyImporter.fail_after = None
    return ToyImporter
