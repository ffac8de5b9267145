"""The reference PAM SDK's own validator (`pam validate`) accepts every bundle pamport writes.

An independent implementation checking the same files catches what pamport's own validator might share a blind
spot with (it re-serializes memories through its models to recompute the checksum, for instance). Skips when the
SDK's command is not installed (it is in the `test` extra).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pamport.pipeline.run import ConvertOptions, convert

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"
#: The SDK's command, on PATH or beside the running interpreter (a virtual environment that is not activated).
PAM = shutil.which("pam") or shutil.which("pam", path=str(Path(sys.executable).parent))


@pytest.mark.skipif(PAM is None, reason="the reference SDK's `pam` command is not installed")
@pytest.mark.parametrize(
    "sample",
    [
        "chatgpt/2025.01",
        "chatgpt/2025.06-sharded",
        "claude/2025.01",
        "gemini/2024.06",
        "gemini/2023.01",
        "gemini/2024.06-html",
        "copilot/2025.01",
        "grok/2025.01",
    ],
)
def test_reference_sdk_validates_converted_samples(sample: str, tmp_path: Path) -> None:
    out = tmp_path / "bundle"
    convert(SAMPLES / sample, out, ConvertOptions())
    done = subprocess.run([str(PAM), "validate", str(out)], capture_output=True, text=True, timeout=120)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert " 0 invalid" in output, output
