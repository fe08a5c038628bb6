"""What `pip install gptr-fulltext` gets, read from the installed package's metadata.

The licence, the project URLs and the extras are declared; GPT Researcher is an extra with no upper
bound, never a core requirement; every third-party module the package imports comes from a declared
distribution; the Dockerfile serves the light install. The search backend's behaviour without GPT
Researcher is tested in tests/search/test_duckduckgo.py.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from collections.abc import Iterator
from importlib.metadata import entry_points, metadata, packages_distributions, requires
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import gptr_fulltext

DIST = "gptr-fulltext"
ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(gptr_fulltext.__file__).resolve().parent  # the installed sources (editable or not)
HOME = "https://github.com/gptr-fulltext/gptr-fulltext"
# Modules the package may import although no core requirement provides them: each only inside a
# function, and only with its extra installed.
OPTIONAL = {"gpt_researcher": "gpt-researcher", "playwright": "render"}


def requirements() -> list[Requirement]:
    return [Requirement(line) for line in requires(DIST) or []]


def core() -> dict[str, Requirement]:
    return {canonicalize_name(r.name): r for r in requirements() if r.marker is None}


def extra(name: str) -> dict[str, Requirement]:
    return {
        canonicalize_name(r.name): r
        for r in requirements()
        if r.marker is not None and r.marker.evaluate({"extra": name}) and not _needs_no_extra(r.marker)
    }


def _needs_no_extra(marker: Marker) -> bool:
    return marker.evaluate({"extra": ""})


def test_license_is_mit_with_its_file() -> None:
    meta = metadata(DIST)
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the gptr-fulltext authors" in text
    assert not [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]  # SPDX only


def test_project_urls_keywords_and_classifiers_are_declared() -> None:
    urls = dict(line.split(", ", 1) for line in metadata(DIST).get_all("Project-URL") or [])
    assert set(urls) >= {"Homepage", "Repository", "Issues"}
    well_formed = re.compile(r"https://github\.com/[\w.-]+/[\w.-]+(/[\w./-]*)?(#\w+)?")
    assert all(well_formed.fullmatch(url) for url in urls.values()), urls
    assert urls["Repository"] == HOME
    meta = metadata(DIST)
    keywords = (meta["Keywords"] or "").split(",")
    assert {"gpt-researcher", "retriever", "full-text"} <= set(keywords)
    classifiers = meta.get_all("Classifier") or []
    assert "Programming Language :: Python :: 3.12" in classifiers
    assert "Typing :: Typed" in classifiers
    assert meta["Requires-Python"] == ">=3.12"


def test_extras_are_declared() -> None:
    assert {"gpt-researcher", "dev", "http2"} <= set(metadata(DIST).get_all("Provides-Extra") or [])
    assert set(extra("gpt-researcher")) == {"gpt-researcher"}


def test_gpt_researcher_is_optional_and_has_no_upper_bound() -> None:
    assert "gpt-researcher" not in core()
    (requirement,) = extra("gpt-researcher").values()
    operators = {spec.operator for spec in requirement.specifier}
    assert operators == {">="}, requirement  # no <, <=, ==, ~= or !=: new releases install
    assert requirement.specifier.contains("0.16.0") and requirement.specifier.contains("1.0")
    assert not requirement.specifier.contains("0.15.9")


def test_every_core_requirement_has_a_lower_bound() -> None:
    unbounded = [str(r) for r in core().values() if not any(s.operator == ">=" for s in r.specifier)]
    assert not unbounded


def third_party_imports() -> Iterator[tuple[str, str, bool]]:
    """(top-level module, file, imported at module level) for each import of a non-stdlib module."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top_level = {id(node) for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                module = name.partition(".")[0]
                if module not in sys.stdlib_module_names and module != "gptr_fulltext":
                    yield module, str(path.relative_to(PACKAGE.parent)), id(node) in top_level


def test_the_scan_sees_imports() -> None:
    found = {module for module, _, _ in third_party_imports()}
    assert {"httpx", "trafilatura", "starlette", "uvicorn", "ddgs", "gpt_researcher"} <= found


def test_every_third_party_import_comes_from_a_declared_distribution() -> None:
    providers = packages_distributions()
    declared = set(core())
    wrong = []
    for module, where, _ in third_party_imports():
        if module in OPTIONAL:
            continue
        dists = {canonicalize_name(d) for d in providers.get(module, [])}
        if not dists:
            wrong.append(f"{where} imports {module}, which no installed distribution provides")
        elif not dists & declared:
            wrong.append(f"{where} imports {module} ({', '.join(sorted(dists))}): not a core requirement")
    assert not wrong, "\n".join(sorted(set(wrong)))


@pytest.mark.parametrize(("module", "extra_name"), sorted(OPTIONAL.items()))
def test_optional_modules_are_imported_lazily_and_belong_to_their_extra(module: str, extra_name: str) -> None:
    eager = [where for found, where, top in third_party_imports() if found == module and top]
    assert not eager, f"{module} is imported at module level in {eager}: the light install cannot import it"
    providers = {canonicalize_name(d) for d in packages_distributions().get(module, [])} or {
        canonicalize_name(extra_name)
    }
    assert providers & set(extra(extra_name))


def test_entry_points_stay() -> None:
    (plugin,) = entry_points(group="gpt_researcher.retrievers", name="fulltext")
    assert plugin.value == "gptr_fulltext.apps.entry:FulltextRetriever"  # starts the workers on load
    assert plugin.dist is not None and canonicalize_name(plugin.dist.name) == DIST
    (script,) = entry_points(group="console_scripts", name="gptr-fulltext")
    assert script.value == "gptr_fulltext.apps.cli:main"


def test_readme_install_section_links_are_absolute() -> None:
    """PyPI renders the README without the repository around it: relative links would break."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Install and use\n", 1)[1].split("\n## ", 1)[0]
    links = re.findall(r"\]\(([^)\s]+)\)", section)
    assert links, "the section links the Docker instructions and the docs"
    relative = [link for link in links if not link.startswith("https://")]  # PyPI has no heading anchors
    assert not relative
    assert "pip install gptr-fulltext" in section and "pip install 'gptr-fulltext[gpt-researcher]'" in section


def test_the_dockerfile_serves_the_light_install_as_a_user() -> None:
    """No Docker engine here: the file is read, as a reviewer would."""
    lines = [
        line.strip()
        for line in (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    final = lines[max(i for i, line in enumerate(lines) if line.startswith("FROM ")) :]
    assert final[0] == "FROM python:3.12-slim"
    users = [line.split()[1] for line in final if line.startswith("USER ")]
    assert users and users[-1] not in {"root", "0"}
    assert "EXPOSE 5055" in final
    (healthcheck,) = [line for line in final if line.startswith("HEALTHCHECK ")]
    assert '"python", "-c"' in healthcheck and "127.0.0.1:5055/healthz" in healthcheck
    assert final[-1] == 'CMD ["gptr-fulltext", "serve", "--host", "0.0.0.0"]'
    installs = [line for line in lines if "pip " in line]
    assert installs and not [line for line in installs if "gpt-researcher" in line or "[" in line]


def test_the_record_schema_and_serves_libraries_ship_with_the_package() -> None:
    """The JSON Schema of the CLI's records is package data (a wheel carries it), and serve's
    metrics and the SOCKS proxy support are core requirements."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = project["tool"]["setuptools"]["package-data"]["gptr_fulltext"]
    assert any((PACKAGE / "apps" / "page.schema.json").match(f"gptr_fulltext/{g}") for g in globs)
    assert {"prometheus-client", "socksio"} <= set(core())
