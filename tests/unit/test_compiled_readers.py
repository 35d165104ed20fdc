"""The compiled readers built by setup.py — the linkbase reader (``_linkbase_events_c``, the Cython build of
``ingest/linkbase_events.py`` with the types of its .pxd) and the fact reader (``_instance_facts``, from
``ingest/_instance_facts.pyx``) — are there where they must be, are in use, and are not old builds of edited sources.
That they read exactly what the Python code reads is checked by running the parse tests with each (the
``parse_readers`` fixture: test_instance_parser.py, test_linkbase_resolution.py, test_parse_reference.py)."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

from auditgraph.ingest import instance, linkbase, linkbase_events

INGEST = Path(linkbase_events.__file__).parent
# compiled module -> the files it is built from
SOURCES = {
    "_linkbase_events_c": ("linkbase_events.py", "linkbase_events.pxd"),
    "_instance_facts": ("_instance_facts.pyx",),
}


def _compiled(name: str):
    try:
        return importlib.import_module(f"auditgraph.ingest.{name}")
    except ImportError:
        return None


def test_the_compiled_readers_are_built_and_used_where_they_are_required():
    """CI (.ci/run) requires them: an install whose compile failed quietly would otherwise pass on the Python code."""
    if not os.environ.get("AUDITGRAPH_REQUIRE_COMPILED"):
        pytest.skip("AUDITGRAPH_REQUIRE_COMPILED is not set")
    missing = [name for name in SOURCES if _compiled(name) is None]
    assert not missing, f"not built: {missing} (see the install's output)"
    if not os.environ.get("AUDITGRAPH_PURE_PYTHON"):
        assert linkbase.events is _compiled("_linkbase_events_c")
        assert instance.compiled_reader is _compiled("_instance_facts")


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_a_compiled_reader_is_not_older_than_its_source(name):
    compiled = _compiled(name)
    if compiled is None:
        pytest.skip(f"{name} is not built in this install")
    built = Path(compiled.__file__).stat().st_mtime
    for source in SOURCES[name]:
        assert built >= (INGEST / source).stat().st_mtime, (
            f"{compiled.__file__} is older than {source}: rebuild it (make install, or pip install -e .)"
        )


def test_the_compiled_linkbase_reader_has_the_declared_types():
    """The .pxd was applied: its classes are extension types with fixed attributes, not Python classes."""
    compiled = _compiled("_linkbase_events_c")
    if compiled is None:
        pytest.skip("no compiled linkbase reader in this install")
    reader = compiled.LinkbaseEvents("file:///x.xml", compiled.HrefResolver({}, None, {}), set())
    with pytest.raises(AttributeError):
        reader.anything_else = 1
    plain = linkbase_events.LinkbaseEvents("file:///x.xml", linkbase_events.HrefResolver({}, None, {}), set())
    plain.anything_else = 1  # the Python class takes any attribute: the difference the types make
