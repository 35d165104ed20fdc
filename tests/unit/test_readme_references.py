"""README points only at what the repository holds: every relative link, every `docs/…` path, every file path of
the repository's own folders it names in backticks, and no design document that is not there."""

from __future__ import annotations

import re

from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
LINK = re.compile(r"\]\(([^)\s]+)\)")
DOCS_PATH = re.compile(r"(?<![\w./-])docs/[\w./-]*[\w]")
CODE = re.compile(r"`([^`\s]+)`")
TOP_FOLDERS = sorted(p.name for p in REPO.iterdir() if p.is_dir() and not p.name.startswith(".") and p.name != "build")


def relative_links() -> list[str]:
    return sorted(
        {
            t.split("#")[0]
            for t in LINK.findall(README)
            if not re.match(r"^[a-z][a-z0-9+.-]*:", t) and not t.startswith("#") and t.split("#")[0]
        }
    )


def repo_paths_in_code() -> list[str]:
    """Backticked paths under a top-level folder of the repository, naming a file (an extension) or a folder (a
    trailing slash); globs, placeholders and command lines left out."""
    out = set()
    for text in CODE.findall(README):
        text = text.rstrip(".,;:")
        if any(ch in text for ch in "*<>{}$…=") or "/" not in text or text.split("/")[0] not in TOP_FOLDERS:
            continue
        if text.endswith("/") or re.search(r"\.[a-z]{1,5}$", text):
            out.add(text)
    return sorted(out)


def test_every_relative_link_of_the_readme_exists():
    links = relative_links()
    assert "docs/architecture.md" in links  # the reader finds what it checks
    assert [t for t in links if not (REPO / t).exists()] == []


def test_every_docs_path_the_readme_names_exists():
    named = sorted(set(DOCS_PATH.findall(README)))
    assert "docs/make_screenshots.py" in named
    assert [p for p in named if not (REPO / p).exists()] == []


def test_every_repository_file_the_readme_names_in_code_exists():
    named = repo_paths_in_code()
    assert "rules/engine.py" in named
    assert [p for p in named if not (REPO / p).exists()] == []


def test_the_readme_cites_no_design_document_the_repository_lacks():
    cited = sorted(set(re.findall(r"\b(DESIGN(?:\.md)?)\s*§", README)))
    assert [c for c in cited if not any((REPO / name).exists() for name in ("DESIGN.md", "DESIGN"))] == []
