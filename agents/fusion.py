"""Dempster-style fusion of junior reports over the frame {violation, consistent} (DESIGN §6).

A mass function puts belief on ``violation`` (v), on ``consistent`` (c) and on Θ, the whole frame,
i.e. "don't know". Two sources combine as

    m(X) = m1(X)·m2(X) + m1(X)·m2(Θ) + m1(Θ)·m2(X)      for X in {v, c}
    m(Θ) = m1(Θ)·m2(Θ)
    K    = m1(v)·m2(c) + m1(c)·m2(v)                     (conflict)

and the result is normalised by 1 − K. Trust τ = 1 − m*(Θ). The verdict is the larger of v and c
after spreading Θ evenly over both (the pignistic transform); equal values are ``undetermined``.

Total conflict (K = 1, e.g. one source certain of v and the other certain of c) leaves Dempster's
rule undefined (0/0). We then return the vacuous mass — everything on Θ — with K = 1, so τ = 0 and
the verdict is ``undetermined``: two flatly contradicting sources tell us nothing we may act on.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import reduce
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Verdict = Literal["violation", "consistent"]
FusedVerdict = Literal["violation", "consistent", "undetermined"]

# Below this distance from 1 the conflict is total: 1 − K would only be floating-point noise.
_TOTAL_CONFLICT_EPS = 1e-12


class Mass(BaseModel):
    """A mass function over {violation, consistent} with ``theta`` the mass on ignorance."""

    model_config = ConfigDict(frozen=True)

    violation: float = Field(ge=0.0, le=1.0)
    consistent: float = Field(ge=0.0, le=1.0)
    theta: float = Field(ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _sums_to_one(self) -> Mass:
        total = self.violation + self.consistent + self.theta
        if abs(total - 1.0) > 1e-9:
            raise ValueError(f"masses must sum to 1, got {total}")
        return self

    @classmethod
    def vacuous(cls) -> Mass:
        return cls(violation=0.0, consistent=0.0, theta=1.0)

    def pignistic(self) -> tuple[float, float]:
        """BetP(violation), BetP(consistent): Θ's mass spread evenly over the two outcomes."""
        half = self.theta / 2.0
        return self.violation + half, self.consistent + half


class Fusion(BaseModel):
    mass: Mass
    conflict: float = Field(description="K, the mass the sources put on contradicting outcomes")
    tau: float = Field(description="trust τ = 1 − m*(Θ)")
    betp_violation: float
    betp_consistent: float
    verdict: FusedVerdict


def combine(m1: Mass, m2: Mass) -> tuple[Mass, float]:
    """Combine two mass functions; returns (normalised mass, conflict K)."""
    conflict = m1.violation * m2.consistent + m1.consistent * m2.violation
    if conflict >= 1.0 - _TOTAL_CONFLICT_EPS:
        return Mass.vacuous(), 1.0
    v = m1.violation * m2.violation + m1.violation * m2.theta + m1.theta * m2.violation
    c = m1.consistent * m2.consistent + m1.consistent * m2.theta + m1.theta * m2.consistent
    theta = m1.theta * m2.theta
    norm = 1.0 - conflict
    return Mass(violation=v / norm, consistent=c / norm, theta=theta / norm), conflict


def decide(mass: Mass) -> FusedVerdict:
    betp_v, betp_c = mass.pignistic()
    if abs(betp_v - betp_c) <= 1e-12:
        return "undetermined"
    return "violation" if betp_v > betp_c else "consistent"


def fuse(masses: Sequence[Mass]) -> Fusion:
    """Fuse any number of sources left to right.

    With more than two sources the reported conflict is the total mass discarded along the way,
    1 − Π(1 − K_i); with two it is exactly K. Once conflict is total the result stays vacuous.
    """
    if not masses:
        raise ValueError("fuse needs at least one mass function")

    def step(acc: tuple[Mass, float], nxt: Mass) -> tuple[Mass, float]:
        mass, kept = acc
        if kept == 0.0:
            return mass, 0.0
        fused, k = combine(mass, nxt)
        return fused, kept * (1.0 - k)

    fused, kept = reduce(step, masses[1:], (masses[0], 1.0))
    betp_v, betp_c = fused.pignistic()
    verdict = "undetermined" if kept == 0.0 else decide(fused)
    return Fusion(
        mass=fused,
        conflict=1.0 - kept,
        tau=1.0 - fused.theta,
        betp_violation=betp_v,
        betp_consistent=betp_c,
        verdict=verdict,
    )


class Support(str, Enum):
    """How the deterministic rule findings a junior saw relate to its verdict."""

    SUPPORTS = "supports"  # violation with a finding on the query fact, or consistent with
    # checks that evaluated it and found nothing
    NEUTRAL = "neutral"  # no checker could evaluate the query fact (silence is not a pass)
    CONTRADICTS = "contradicts"  # the findings say the opposite of the verdict


# Mapping from a junior report to a mass function. The model's confidence c is read as the share of
# belief it commits to its verdict V, discounted by how well the deterministic tools back it:
#
#   no report (no accepted finalize: step limit, protocol failure)  ->  m(Θ) = 1 (vacuous)
#   g = 1 when every required tool ran before finalize, else 0.5
#   supports     ->  m(V) = c·g                       m(Θ) = 1 − m(V)
#   neutral      ->  m(V) = 0.5·c·g                   m(Θ) = 1 − m(V)
#   contradicts  ->  m(V) = 0.25·c·g,  m(¬V) = 0.5·g, m(Θ) = rest
#
# The rules are the authority (DESIGN §4), so a contradicting finding both shrinks the junior's own
# claim and puts belief, independent of the model's confidence, on the outcome the finding shows.
# The protocol's gate only accepts a finalize after the required tools ran, so g < 1 arises only
# for reports built outside AuditFlow.
REQUIRED_MISSING_DISCOUNT = 0.5
SUPPORT_FACTOR = {Support.SUPPORTS: 1.0, Support.NEUTRAL: 0.5, Support.CONTRADICTS: 0.25}
CONTRADICTION_MASS = 0.5


def report_mass(verdict: Verdict | None, confidence: float, required_ran: bool, support: Support) -> Mass:
    if verdict is None:
        return Mass.vacuous()
    c = min(max(confidence, 0.0), 1.0)
    g = 1.0 if required_ran else REQUIRED_MISSING_DISCOUNT
    own = SUPPORT_FACTOR[support] * c * g
    other = CONTRADICTION_MASS * g if support is Support.CONTRADICTS else 0.0
    theta = max(0.0, 1.0 - own - other)
    if verdict == "violation":
        return Mass(violation=own, consistent=other, theta=theta)
    return Mass(violation=other, consistent=own, theta=theta)
