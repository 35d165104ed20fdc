"""The FalkorDB parameter encoder writes exactly the text falkordb's own client writes, for any value a query
parameter can hold, and an encoded value carries that same text through pickling (parse worker → writer)."""

from __future__ import annotations

import pickle
from collections import OrderedDict

import pytest
from falkordb.helpers import stringify_param_value
from hypothesis import given, settings
from hypothesis import strategies as st

from auditgraph.errors import InputError
from auditgraph.store.falkor_params import Encoded, literal, params_header

# Text that exercises the escaping: quotes, backslashes, braces, commas, backticks in values, non-ASCII.
TEXT = st.text(alphabet=st.sampled_from(list('ab"\\{},:`[] é€\U0001f600\t\n') + ["x"]), max_size=12)
KEYS = st.text(alphabet=st.sampled_from(list("abc_XYZ019 -@.é\"\\")), min_size=1, max_size=6)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), TEXT)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.tuples(inner, inner), st.dictionaries(KEYS, inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(VALUES)
def test_literal_is_the_clients_text(value):
    assert literal(value) == stringify_param_value(value)


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(KEYS, VALUES, max_size=4))
def test_an_encoded_value_carries_the_clients_text_through_pickling(value):
    wrapped = pickle.loads(pickle.dumps(Encoded(literal(value)), protocol=pickle.HIGHEST_PROTOCOL))
    assert literal({"groups": [wrapped, value]}) == stringify_param_value({"groups": [value, value]})


def test_header_and_values_the_fast_path_hands_to_the_client():
    params = {
        "rows": [
            {
                "key": "a:b",
                "value": 1.5e-07,
                "raw": 'say "hi" \\ there',
                "n": 10**30,
                "ok": False,
                "dims": [],
                "od": OrderedDict(z=1),
                "t": ("x", None),
                "b": b"bytes",
            }
        ],
        "limit": 3,
    }
    assert params_header(params) == "CYPHER " + "".join(f"`{k}`={stringify_param_value(v)} " for k, v in params.items())
    assert params_header({}) == ""


@pytest.mark.parametrize("key", ["", "a`b"])
def test_keys_falkordb_cannot_read_back_are_refused(key):
    with pytest.raises(InputError, match="backtick"):
        literal({key: 1})
