"""Developer sessions: ``nox -s tests``, ``nox -s lint``, ``nox -s typecheck``."""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "lint", "typecheck"]
nox.options.reuse_existing_virtualenvs = True


@nox.session(python="3.11")
def tests(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "-n", "auto", *session.posargs)


@nox.session(python="3.11")
def lint(session: nox.Session) -> None:
    session.install("ruff")
    session.run("ruff", "check", "pamport", "tests", "benchmarks", "noxfile.py")


@nox.session(python="3.11")
def typecheck(session: nox.Session) -> None:
    session.install("-e", ".[lint]")
    session.run("mypy")
