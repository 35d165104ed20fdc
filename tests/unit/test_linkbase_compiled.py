"""The compiled linkbase reader (``auditgraph.ingest._linkbase_events_c``, built by setup.py from
``ingest/linkbase_events.py`` and its .pxd) is there where it must be, and is not an old build of an edited source.
That it reads exactly what the Python module reads is checked by running the linkbase tests with each
(the ``linkbase_reader`` fixture: tests/unit/test_linkbase_resolution.py, tests/integration/test_parse_reference.py)."""
from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

from auditgraph.ingest import linkbase, linkbase_events


def _compiled():
    try:
        return importlib.import_module("auditgraph.ingest._linkbase_events_c")
    except ImportError:
        return None


def test_the_compiled_reader_is_built_where_it_is_required():
    """CI (.ci/run) requires it: an install whose compile failed quietly would otherwise pass on the Python one."""
    if not os.environ.get("AUDITGRAPH_REQUIRE_COMPILED"):
        pytest.skip("AUDITGRAPH_REQUIRE_COMPILED is not set")
    assert _compiled() is not None, "the compiled linkbase reader was not built (see the install's output)"
    if not os.environ.get("AUDITGRAPH_PURE_PYTHON"):
        assert linkbase.COMPILED and linkbase.events is _compiled()


def test_the_compiled_reader_is_not_older_than_its_source():
    compiled = _compiled()
    if compiled is None:
        pytest.skip("no compiled linkbase reader in this install")
    built = Path(compiled.__file__).stat().st_mtime
    source = Path(linkbase_events.__file__)
    for path in (source, source.with_suffix(".pxd")):
        if path.exists():
            assert built >= path.stat().st_mtime, (
                f"{compiled.__file__} is older than {path.name}: rebuild it (make install, or pip install -e .)")


def test_the_compiled_reader_has_the_declared_types():
    """The .pxd was applied: its classes are extension types with fixed attributes, not Python classes."""
    compiled = _compiled()
    if compiled is None:
        pytest.skip("no compiled linkbase reader in this install")
    reader = compiled.LinkbaseEvents("file:///x.xml", compiled.HrefResolver({}, None, {}), set())
    with pytest.raises(AttributeError):
        reader.anything_else = 1
    plain = linkbase_events.LinkbaseEvents("file:///x.xml", linkbase_events.HrefResolver({}, None, {}), set())
    plain.anything_else = 1  # the Python class takes any attribute: the difference the types make
