"""Defaults for command-line options from a TOML file and from the environment.

Someone converting every month types the same ``--owner-id``, extractor, endpoint and key on every run; these
belong in a file. The precedence is the usual one, so that a run is never surprised by a stale file: the command
line beats the environment, which beats the working directory's ``pamport.toml``, which beats the user's file
(``$XDG_CONFIG_HOME/pamport/config.toml``, ``~/.config/pamport/config.toml`` or ``%APPDATA%\\pamport\\config.toml``;
``PAMPORT_CONFIG`` names another file instead).

A file has a ``[defaults]`` table for options of any command and one table per command::

    [defaults]
    owner-id = "me@example.org"

    [convert]
    extractor = ["pamport-rules"]
    sign-key = "~/keys/pam.pem"

Keys are option names without the dashes' prefix. An unknown key, or a value of the wrong kind, is an error naming
the file and the key: a typo must not be ignored silently. The environment knows only the options listed in
:data:`ENVIRONMENT`, so that unrelated variables never change a run.
"""

from __future__ import annotations

import argparse
import os
import sys
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pamport.errors import PathError

#: Environment variables that set option defaults, by option name.
ENVIRONMENT: dict[str, str] = {
    "owner-id": "PAMPORT_OWNER_ID",
    "extractor": "PAMPORT_EXTRACTOR",
    "llm-base-url": "PAMPORT_LLM_BASE_URL",
    "llm-model": "PAMPORT_LLM_MODEL",
    "llm-cache": "PAMPORT_LLM_CACHE",
    "llm-concurrency": "PAMPORT_LLM_CONCURRENCY",
    "sign-key": "PAMPORT_SIGN_KEY",
    "jobs": "PAMPORT_JOBS",
    "embed-base-url": "PAMPORT_EMBED_BASE_URL",
    "embed-model": "PAMPORT_EMBED_MODEL",
    "embed-cache": "PAMPORT_EMBED_CACHE",
}
#: Options that never come from a file or the environment: what to read and where to write is always explicit,
#: and so is every override of a safety check.
NEVER_DEFAULTED = frozenset(
    {
        "source", "out", "output", "force", "help", "path", "bundle", "base", "delta",
        "split-accounts", "split_accounts", "allow-owner-change", "allow_owner_change",
    }
)  # fmt: skip
LOCAL_FILE = "pamport.toml"


class ConfigError(PathError):
    """A configuration file that cannot be read or holds an unknown key or a value of the wrong kind."""


@dataclass(frozen=True)
class Setting:
    """One effective default and where it came from (for ``pamport config``)."""

    command: str
    option: str
    value: Any
    origin: str


def user_config_path(environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    if env.get("PAMPORT_CONFIG"):
        return Path(env["PAMPORT_CONFIG"]).expanduser()
    if sys.platform == "win32" and env.get("APPDATA"):
        return Path(env["APPDATA"]) / "pamport" / "config.toml"
    base = Path(env["XDG_CONFIG_HOME"]) if env.get("XDG_CONFIG_HOME") else Path.home() / ".config"
    return base / "pamport" / "config.toml"


def config_files(cwd: Path | None = None, environ: Mapping[str, str] | None = None) -> list[Path]:
    """The files that exist, weakest first."""
    candidates = [user_config_path(environ), (cwd or Path.cwd()) / LOCAL_FILE]
    seen: list[Path] = []
    for path in candidates:
        if path.is_file() and path.resolve() not in [p.resolve() for p in seen]:
            seen.append(path)
    return seen


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(str(path), f"not valid TOML ({exc})") from exc
    except OSError as exc:
        raise ConfigError(str(path), f"cannot read the configuration file ({exc.strerror or exc})") from exc


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _options(sub: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    """Long option name (without dashes) → action, for the options a configuration may set."""
    found: dict[str, argparse.Action] = {}
    for action in sub._actions:
        for flag in action.option_strings:
            if flag.startswith("--"):
                name = flag[2:]
                if name not in NEVER_DEFAULTED and action.dest not in NEVER_DEFAULTED:
                    found[name] = action
    return found


def _coerce(action: argparse.Action, value: Any, where: str, key: str) -> Any:
    """A file or environment value in the form argparse would have produced from the command line."""
    if isinstance(action, argparse._StoreTrueAction | argparse._StoreFalseAction):
        if isinstance(value, str) and value.lower() in {"1", "true", "yes", "0", "false", "no"}:
            value = value.lower() in {"1", "true", "yes"}
        if not isinstance(value, bool):
            raise ConfigError(where, f"{key}: expected true or false, got {value!r}")
        return value
    values = value if isinstance(value, list) else [value]
    if not isinstance(action, argparse._AppendAction) and isinstance(value, list):
        raise ConfigError(where, f"{key}: expected one value, got a list")
    converted = []
    for item in values:
        if not isinstance(item, str | int | float) or isinstance(item, bool):
            raise ConfigError(where, f"{key}: expected a string or a number, got {item!r}")
        text = str(item)
        try:
            result = action.type(text) if callable(action.type) else text
        except (argparse.ArgumentTypeError, ValueError, TypeError) as exc:
            raise ConfigError(where, f"{key}: invalid value {item!r} ({exc})") from exc
        if action.choices is not None and result not in action.choices:
            raise ConfigError(where, f"{key}: {item!r} is not one of {', '.join(map(str, action.choices))}")
        converted.append(result)
    return converted if isinstance(action, argparse._AppendAction) else converted[0]


def effective_settings(
    parser: argparse.ArgumentParser, cwd: Path | None = None, environ: Mapping[str, str] | None = None
) -> list[Setting]:
    """Every default the files and the environment set, strongest origin last-applied (so it wins)."""
    env = os.environ if environ is None else environ
    commands = _subparsers(parser)
    chosen: dict[tuple[str, str], Setting] = {}
    for path in config_files(cwd, env):
        data = _read(path)
        for table, entries in data.items():
            if not isinstance(entries, dict):
                raise ConfigError(str(path), f"{table}: expected a table such as [defaults] or [convert]")
            if table != "defaults" and table not in commands:
                raise ConfigError(str(path), f"[{table}]: no such command (known: {', '.join(sorted(commands))})")
            targets = commands if table == "defaults" else {table: commands[table]}
            for key, value in entries.items():
                hits = [(name, _options(sub).get(key)) for name, sub in targets.items()]
                hits = [(name, action) for name, action in hits if action is not None]
                if not hits:
                    raise ConfigError(str(path), f"[{table}] {key}: not an option that a configuration may set")
                for name, action in hits:
                    assert action is not None
                    coerced = _coerce(action, value, str(path), key)
                    previous = chosen.get((name, key))
                    if table == "defaults" and previous and previous.origin.startswith(f"{path} ["):
                        continue  # a command's own table in the same file beats [defaults]
                    chosen[(name, key)] = Setting(name, key, coerced, f"{path} [{table}]")
    for key, variable in ENVIRONMENT.items():
        if variable in env and env[variable] != "":
            raw: Any = env[variable]
            for name, sub in commands.items():
                action = _options(sub).get(key)
                if action is not None:
                    if isinstance(action, argparse._AppendAction):
                        raw_list = [part.strip() for part in str(raw).split(",") if part.strip()]
                        coerced = _coerce(action, raw_list, f"environment {variable}", key)
                    else:
                        coerced = _coerce(action, raw, f"environment {variable}", key)
                    chosen[(name, key)] = Setting(name, key, coerced, f"environment {variable}")
    return sorted(chosen.values(), key=lambda s: (s.command, s.option))


def apply_defaults(parser: argparse.ArgumentParser, settings: list[Setting]) -> None:
    """Set the defaults on each command's parser; what is typed on the command line still wins.

    Repeatable options are left to :func:`fill_repeatable`: argparse appends typed values to a list default,
    so a configured ``extractor = ["llm"]`` plus ``--extractor none`` would run both.
    """
    commands = _subparsers(parser)
    for setting in settings:
        sub = commands[setting.command]
        action = _options(sub)[setting.option]
        if not isinstance(action, argparse._AppendAction):
            sub.set_defaults(**{action.dest: setting.value})


def fill_repeatable(parser: argparse.ArgumentParser, args: argparse.Namespace, settings: list[Setting]) -> None:
    """Configured values of repeatable options, where none was typed."""
    command = getattr(args, "command", None)
    sub = _subparsers(parser).get(command or "")
    if sub is None:
        return
    options = _options(sub)
    for setting in settings:
        action = options.get(setting.option)
        if (
            setting.command == command
            and isinstance(action, argparse._AppendAction)
            and getattr(args, action.dest, None) is None
        ):
            setattr(args, action.dest, list(setting.value))
