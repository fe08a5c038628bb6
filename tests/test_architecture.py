"""The tree reads as the pipeline: stages depend downwards only, with no cycle and no giant module.

Imports are read from the source (function-level ones included), so a lazy import that closes a
loop counts like any other.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "gptr_fulltext"
MAX_LINES = 500
# Which rooms a room may import from (besides itself and the package's top-level values).
VALUES = {"reasons", "models", "settings", "urls", "wire", "__init__"}
MAY_IMPORT: dict[str, set[str]] = {
    "reasons": set(),
    "urls": set(),
    "wire": set(),
    "settings": {"reasons", "wire", "__init__"},  # __version__, for the user agent
    "models": {"reasons", "evidence"},  # a value carries the page's signals as `Evidence`
    "evidence": set(),
    "search": {"fetch"},  # an endpoint reply is read with fetch's bounded decoders
    "fetch": {"evidence", "runtime"},
    "extraction": {"evidence"},
    "judge": {"evidence"},
    "page": {"evidence", "extraction", "judge"},
    "results": set(),
    "workers": {"page", "runtime", "worker_process", "zygote"},
    "worker_process": {"page", "warm_up"},  # a worker's imports: no pool, no event loop
    "zygote": {"worker_process"},  # the handles on worker processes: no event loop either
    "render": {"fetch", "evidence", "runtime"},  # the browser connects through fetch's address policy
    "pipeline": {"fetch", "search", "page", "render", "results", "runtime", "workers"},
    "apps": {"fetch", "pipeline", "page", "results", "runtime", "search"},
    "runtime": set(),
    "warm_up": set(),  # a synthetic page, nothing else
}


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path, known: set[str]) -> Iterator[str]:
    """Every package module `name` imports, wherever in the file the import stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and target.startswith("gptr_fulltext"):
                yield target


def graph() -> dict[str, set[str]]:
    found = modules()
    return {name: set(imports(name, path, set(found))) for name, path in found.items()}


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_no_import_cycles() -> None:
    edges = graph()
    # The package's __init__ is the public face: it may import anything, and nothing inside imports
    # it but for __version__ (settings' user agent, the apps' --version).
    for name in edges:
        edges[name].discard("gptr_fulltext")
    edges.pop("gptr_fulltext")
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for target in sorted(edges.get(node, ())):
            if state.get(target) == 1:
                cycle = [*path[path.index(target) :], target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        path.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)


def test_stages_depend_downwards_only() -> None:
    wrong = []
    for module, targets in graph().items():
        if module == "gptr_fulltext":
            continue  # the public face re-exports from every room
        source = room(module)
        allowed = MAY_IMPORT[source] | {source} | (VALUES if source not in VALUES else set())
        for target in targets:
            if room(target) not in allowed:
                wrong.append(f"{module} imports {target}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("name", sorted(modules()))
def test_no_module_is_a_giant(name: str) -> None:
    lines = len(modules()[name].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{name} has {lines} lines; split it by concern"


def test_the_checker_sees_function_level_imports(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from gptr_fulltext.pipeline import run\n    return run\n")
    assert set(imports("gptr_fulltext.search.x", module, {"gptr_fulltext.pipeline"})) == {
        "gptr_fulltext.pipeline"
    }
