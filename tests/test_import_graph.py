"""The layering of the package, read from the source: importers never reach into the pipeline, and the stages
of a run do not import each other in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pamport

ROOT = Path(pamport.__file__).parent


def _module_name(path: Path, root: Path = ROOT.parent) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: frozenset[str] = frozenset(), root: Path = ROOT.parent) -> set[str]:
    """Every module a file imports, at any depth (imports inside functions and TYPE_CHECKING blocks count).

    ``from package import module`` is an import of that module (and of the package's ``__init__`` only when a
    name that is not a module is taken from it)."""
    found: set[str] = set()
    name = _module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return found


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in ROOT.rglob("*.py")}
    known = frozenset(modules)
    return {name: {m for m in _imports(path, known) if m in modules} for name, path in modules.items()}


def _pipeline_internal(module: str) -> bool:
    """The run's machinery; extractors (``pamport.pipeline.extract``) are plugins an importer may reuse (the
    memory-prompt importer reads its statements with the rule extractor's sentence reader)."""
    if module == "pamport.pipeline.extract" or module.startswith("pamport.pipeline.extract."):
        return False
    return module == "pamport.pipeline" or module.startswith("pamport.pipeline.")


def test_importers_depend_on_the_reporter_protocol_not_on_the_pipeline() -> None:
    offenders = {
        name: sorted(m for m in deps if _pipeline_internal(m))
        for name, deps in _graph().items()
        if name.startswith("pamport.importers")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_no_module_of_the_pipeline_imports_itself_through_a_circle() -> None:
    graph = {k: v for k, v in _graph().items() if k.startswith("pamport.pipeline.")}
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        for dep in sorted(graph.get(node, ())):
            if dep == path[0]:
                cycles.append([*path, dep])
            elif dep not in path and dep > path[0]:  # each cycle is reported once, from its smallest module
                visit(dep, [*path, dep])

    for start in sorted(graph):
        visit(start, [start])
    assert cycles == []


def test_the_graph_sees_imports_inside_functions_and_relative_ones(tmp_path: Path) -> None:
    assert "pamport.importers.reporting" in _graph()["pamport.importers.base"]
    (tmp_path / "pkg").mkdir()
    lazy = tmp_path / "pkg" / "lazy.py"
    lazy.write_text("def f():\n    from pamport.pipeline.run import convert\n    from . import sibling\n")
    found = _imports(lazy, frozenset({"pkg.sibling"}), tmp_path)
    assert found == {"pamport.pipeline.run", "pkg.sibling"}


def test_the_run_folds_shards_and_no_shard_or_spool_reaches_back_into_the_run() -> None:
    """The layering of a run: ``run`` → ``shard`` → spools (drafts, skips, evidence); never upwards."""
    graph = _graph()
    upward = {
        "pamport.pipeline.shard": {"pamport.pipeline.run"},
        "pamport.pipeline.draft_spool": {"pamport.pipeline.run", "pamport.pipeline.shard"},
        "pamport.pipeline.report": {"pamport.pipeline.run", "pamport.pipeline.shard"},
        "pamport.pipeline.evidence_store": {"pamport.pipeline.run", "pamport.pipeline.merge"},
        "pamport.pipeline.merge": {"pamport.pipeline.run", "pamport.pipeline.shard"},
    }
    assert "pamport.pipeline.shard" in graph["pamport.pipeline.run"]
    assert {name: sorted(graph[name] & banned) for name, banned in upward.items() if graph[name] & banned} == {}
