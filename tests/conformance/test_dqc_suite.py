"""XBRL US's DQC conformance suite (../shared/data/dqc-suite): every variation runs through the engine in a
temporary graph; every variation not superseded by a current-rule change must agree, and every superseded one is
named with its reason and really differs from the 2016–2017 expectation."""

from __future__ import annotations

import pytest

from auditgraph.evals.dqc_suite import SUPERSEDED, ExpectedMessage, Variation, compare, load_suite, run_suite
from tests.conftest import make_settings

# Rules of the suite that the engine does not implement yet: their variations are strict xfails (an XPASS fails).
NOT_IMPLEMENTED: dict[str, str] = {}


@pytest.fixture(scope="module")
def variations(shared_data):
    return load_suite(shared_data / "dqc-suite")


@pytest.fixture(scope="module")
def suite_report(tmp_path_factory, shared_data, variations):
    settings = make_settings(tmp_path_factory.mktemp("dqc-suite")).model_copy(update={"shared_data": shared_data})
    return run_suite(variations, settings, shared_data / "us-gaap-2024")


def _ids():
    import os
    from pathlib import Path

    root = Path(os.environ.get("AUDITGRAPH_SHARED_DATA", "../shared/data")) / "dqc-suite"
    return [(v.id, v.rule) for v in load_suite(root)] if root.is_dir() else []


def test_the_suite_covers_nine_rules_and_every_superseded_id_is_a_variation(variations):
    assert {v.rule for v in variations} == {
        f"DQC.US.{n}" for n in ("0001", "0004", "0005", "0006", "0009", "0013", "0014", "0033", "0036")
    }
    assert set(SUPERSEDED) <= {v.id for v in variations}
    assert all(reason.strip() for reason in SUPERSEDED.values())


@pytest.mark.parametrize(
    "variation_id,rule",
    [
        pytest.param(i, r, marks=pytest.mark.xfail(reason=NOT_IMPLEMENTED[r], strict=True))
        if r in NOT_IMPLEMENTED
        else (i, r)
        for i, r in _ids()
    ],
)
def test_variation_agrees_or_is_superseded_with_its_reason(suite_report, variation_id, rule):
    result = next(r for r in suite_report.results if r.variation.id == variation_id)
    if variation_id in SUPERSEDED:
        # a superseded variation must really differ from its old expectation (else it is no longer superseded)
        assert result.verdict == "superseded" and result.differences, result
    else:
        assert result.verdict == "agree", f"{variation_id}: {result.reason}"


def test_compare_needs_the_same_element_id_concept_value_period_dimensions_and_count():
    m = ExpectedMessage(code="DQC.US.0014.2786", concept="us-gaap:X", value="-5", period="20141231", dims=())
    v = Variation(
        id="t",
        rule="DQC.US.0014",
        name="",
        instance=None,
        codes={"DQC.US.0014.2786": 1},  # type: ignore[arg-type]
        messages=(m,),
        blocked=("DQC.US.0001.74",),
    )

    class F:
        def __init__(self, **kw):
            self.__dict__.update(
                {
                    "element_id": "DQC.US.0014.2786",
                    "concept": "us-gaap:X",
                    "period": "20141231",
                    "dims": [],
                    "reported": -5.0,
                    "raw": None,
                }
                | kw
            )

    assert compare(v, [F()]) == []
    assert compare(v, [F(), F(element_id="DQC.US.0001.74")]) == []  # blocked codes are ignored
    assert compare(v, [F(reported=-6.0)])
    assert compare(v, [F(period="20131231")])
    assert compare(v, [F(dims=["a=b"])])
    assert compare(v, [F(element_id="DQC.US.0014.2787")])
    assert compare(v, [F(), F(concept="us-gaap:Y")])  # one error too many
    assert compare(v, [])
