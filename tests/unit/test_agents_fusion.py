"""Fusion over {violation, consistent, Θ}: hand-computed combinations and the report mapping."""

from __future__ import annotations

import pytest

from auditgraph.agents.fusion import Mass, Support, combine, decide, fuse, report_mass


def approx(x: float) -> object:
    return pytest.approx(x, abs=1e-12)


def test_agreeing_sources_reinforce_violation_without_conflict():
    # v = .8·.6 + .8·.4 + .2·.6 = .92, Θ = .2·.4 = .08, K = 0
    fused, k = combine(Mass(violation=0.8, consistent=0.0, theta=0.2), Mass(violation=0.6, consistent=0.0, theta=0.4))
    assert k == approx(0.0)
    assert (fused.violation, fused.consistent, fused.theta) == (approx(0.92), approx(0.0), approx(0.08))


def test_disagreeing_sources_are_normalised_by_one_minus_conflict():
    # K = .8·.6 = .48; v = .8·.4 = .32, c = .2·.6 = .12, Θ = .2·.4 = .08; divide by .52
    result = fuse([Mass(violation=0.8, consistent=0.0, theta=0.2), Mass(violation=0.0, consistent=0.6, theta=0.4)])
    assert result.conflict == approx(0.48)
    assert result.mass.violation == approx(0.32 / 0.52)
    assert result.mass.consistent == approx(0.12 / 0.52)
    assert result.mass.theta == approx(0.08 / 0.52)
    assert result.tau == approx(1 - 0.08 / 0.52)
    assert result.betp_violation == approx(0.32 / 0.52 + 0.04 / 0.52)
    assert result.verdict == "violation"


def test_mixed_masses_on_both_outcomes():
    # m1 = (.5, .3, .2), m2 = (.4, .4, .2)
    # K = .5·.4 + .3·.4 = .32; v = .2 + .1 + .08 = .38; c = .12 + .06 + .08 = .26; Θ = .04
    result = fuse([Mass(violation=0.5, consistent=0.3, theta=0.2), Mass(violation=0.4, consistent=0.4, theta=0.2)])
    assert result.conflict == approx(0.32)
    assert result.mass.violation == approx(0.38 / 0.68)
    assert result.mass.consistent == approx(0.26 / 0.68)
    assert result.mass.theta == approx(0.04 / 0.68)
    assert result.verdict == "violation"


def test_total_conflict_gives_vacuous_mass_and_undetermined_verdict():
    result = fuse([Mass(violation=1.0, consistent=0.0, theta=0.0), Mass(violation=0.0, consistent=1.0, theta=0.0)])
    assert result.conflict == 1.0
    assert result.mass == Mass.vacuous()
    assert result.tau == 0.0
    assert result.verdict == "undetermined"


def test_total_conflict_stays_total_with_a_third_source():
    result = fuse(
        [
            Mass(violation=1.0, consistent=0.0, theta=0.0),
            Mass(violation=0.0, consistent=1.0, theta=0.0),
            Mass(violation=0.9, consistent=0.0, theta=0.1),
        ]
    )
    assert result.conflict == 1.0
    assert result.verdict == "undetermined"


def test_vacuous_source_is_the_identity():
    m = Mass(violation=0.3, consistent=0.5, theta=0.2)
    fused, k = combine(m, Mass.vacuous())
    assert k == 0.0
    assert fused == m


def test_three_sources_report_total_discarded_mass():
    # first pair: K1 = .48 (see above); then with (0, .5, .5): K2 = v·.5
    m12, k1 = combine(Mass(violation=0.8, consistent=0.0, theta=0.2), Mass(violation=0.0, consistent=0.6, theta=0.4))
    _, k2 = combine(m12, Mass(violation=0.0, consistent=0.5, theta=0.5))
    result = fuse(
        [
            Mass(violation=0.8, consistent=0.0, theta=0.2),
            Mass(violation=0.0, consistent=0.6, theta=0.4),
            Mass(violation=0.0, consistent=0.5, theta=0.5),
        ]
    )
    assert k2 == approx((0.32 / 0.52) * 0.5)
    assert result.conflict == approx(1 - (1 - k1) * (1 - k2))


def test_equal_pignistic_probabilities_are_undetermined():
    assert decide(Mass(violation=0.4, consistent=0.4, theta=0.2)) == "undetermined"
    assert decide(Mass.vacuous()) == "undetermined"
    assert decide(Mass(violation=0.1, consistent=0.2, theta=0.7)) == "consistent"


def test_mass_must_sum_to_one():
    with pytest.raises(ValueError):
        Mass(violation=0.5, consistent=0.5, theta=0.5)


def test_supported_report_commits_its_confidence_to_the_verdict():
    m = report_mass("violation", 0.9, True, Support.SUPPORTS)
    assert (m.violation, m.consistent, m.theta) == (approx(0.9), approx(0.0), approx(0.1))
    m = report_mass("consistent", 0.8, True, Support.SUPPORTS)
    assert (m.violation, m.consistent, m.theta) == (approx(0.0), approx(0.8), approx(0.2))


def test_unsupported_report_is_halved_and_missing_tools_halve_again():
    m = report_mass("violation", 0.8, True, Support.NEUTRAL)
    assert (m.violation, m.theta) == (approx(0.4), approx(0.6))
    m = report_mass("violation", 0.8, False, Support.NEUTRAL)
    assert (m.violation, m.theta) == (approx(0.2), approx(0.8))


def test_contradicted_report_puts_mass_on_the_other_outcome():
    # consistent with c = .85 contradicted by a finding: m(c) = .25·.85, m(v) = .5
    m = report_mass("consistent", 0.85, True, Support.CONTRADICTS)
    assert (m.violation, m.consistent, m.theta) == (approx(0.5), approx(0.2125), approx(0.2875))


def test_no_report_is_vacuous():
    assert report_mass(None, 0.99, True, Support.SUPPORTS) == Mass.vacuous()


def test_confidence_is_clamped():
    assert report_mass("violation", 1.7, True, Support.SUPPORTS).violation == approx(1.0)
    assert report_mass("violation", -1.0, True, Support.SUPPORTS) == Mass.vacuous()
