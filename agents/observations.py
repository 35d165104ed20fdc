"""Reading tool observations: findings on the queried fact, observed numbers and keys, support.

Everything here relies only on the observation fields every tool promises (``tool``, ``status``,
``message``, ``evidence``), ``fact`` from get_fact, ``history`` from get_fact_history and
``findings`` / ``evaluated`` from the three rule checkers. One module, so that the offline policy,
the finalize check and the mass mapping read observations the same way.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from auditgraph.agents.fusion import Support
from auditgraph.agents.toolbox import CHECKER_RULES

# Checker precedence when several findings hit the queried fact: the calculation check explains
# the most (a wrong subtotal), then the dimensional cross-check, then the sign rule.
RULE_PRECEDENCE = {"DQC.US.0126": 0, "XBRL.CALC11": 1, "DQC.US.0117": 2, "DQC.US.0015": 3}
# Checkers that can show that a number adds up (a total against its items, members against the total). The
# sign rule only shows that a value is not negative: on its own it is no evidence that the fact is consistent.
ARITHMETIC_CHECKERS = ("check_calc_tree", "check_dim_consistency")
_PERIOD = re.compile(r"^\d{8}(-\d{8})?$")
# Keys whose value is a reported or derived number in any observation.
_VALUE_FIELDS = frozenset({"value", "reported", "expected"})
_KEY_FIELDS = frozenset({"key", "evidence", "fact_key"})


def local_name(concept: str) -> str:
    return concept.split(":", 1)[1] if ":" in concept else concept


def concept_matches(a: str | None, b: str | None) -> bool:
    """Same concept; a bare local name matches any prefix (tools and models differ in this)."""
    if not a or not b:
        return False
    if a == b:
        return True
    if ":" in a and ":" in b:
        return False
    return local_name(a) == local_name(b)


def numbers_equal(a: float | None, b: float | None) -> bool:
    """Equal within half a unit or a relative 1e-9 (DESIGN §7's scoring tolerance)."""
    if a is None or b is None:
        return a is None and b is None
    a, b = float(a), float(b)
    diff = abs(a - b)
    return diff <= 0.5 or diff <= 1e-9 * max(abs(a), abs(b))


def key_period(key: str) -> str | None:
    """The period segment of an evidence key ``accession:cik:prefix:Local:period:unit[:dims]``."""
    for part in key.split(":"):
        if _PERIOD.match(part):
            return part
    return None


def checker_observations(observations: Iterable[dict]) -> list[dict]:
    return [o for o in observations if o.get("tool") in CHECKER_RULES]


def checker_findings(observations: Iterable[dict]) -> list[dict]:
    found: list[dict] = []
    for obs in checker_observations(observations):
        if obs.get("status") == "ok":
            found.extend(f for f in obs.get("findings") or [] if isinstance(f, dict))
    return found


def query_findings(query: Any, observations: Iterable[dict]) -> list[dict]:
    """Findings on the queried fact (same concept and period), deduplicated, in a stable order."""
    unique: dict[tuple, dict] = {}
    for f in checker_findings(observations):
        if concept_matches(f.get("concept"), query.concept) and f.get("period") == query.period:
            ident = (
                f.get("rule"),
                f.get("element_id"),
                f.get("reported"),
                f.get("expected"),
                tuple(sorted(f.get("evidence") or [])),
            )
            unique.setdefault(ident, f)
    return sorted(unique.values(), key=lambda f: finding_rank(f, getattr(query, "rule", None)))


def finding_rank(finding: dict, rule_hint: str | None) -> tuple:
    diff = finding.get("difference")
    return (
        finding.get("rule") != rule_hint if rule_hint else False,
        bool(finding.get("dims")),  # the query names no dimensions: the non-dimensional fact first
        RULE_PRECEDENCE.get(str(finding.get("rule")), len(RULE_PRECEDENCE)),
        -abs(float(diff)) if isinstance(diff, (int, float)) else 0.0,
        str(finding.get("rule")),
        str(finding.get("element_id")),
    )


def evaluated_any(observations: Iterable[dict]) -> bool:
    """True when at least one checker evaluated something (not_evaluable everywhere is not a pass)."""
    return any(o.get("status") == "ok" and int(o.get("evaluated") or 0) > 0 for o in checker_observations(observations))


def evaluated_arithmetic(observations: Iterable[dict]) -> bool:
    """True when a calculation or dimensional check evaluated something (DQC.US.0126, XBRL.CALC11, 0117)."""
    return any(
        o.get("tool") in ARITHMETIC_CHECKERS and o.get("status") == "ok" and int(o.get("evaluated") or 0) > 0
        for o in observations
    )


def check_statuses(observations: Iterable[dict]) -> list[dict]:
    """Per checker: whether it evaluated the fact, could not (and why), or never ran — what a verdict rests on.
    Over several runs a checker counts as evaluated when any run evaluated it."""
    seen: dict[str, dict] = {}
    for o in checker_observations(observations):
        tool = str(o.get("tool"))
        evaluated = int(o.get("evaluated") or 0) if o.get("status") == "ok" else 0
        status = "evaluated" if evaluated > 0 else ("error" if o.get("status") == "error" else "not_evaluable")
        reasons = sorted({str(n.get("reason")) for n in o.get("not_evaluable") or [] if isinstance(n, dict)})
        entry = {
            "tool": tool,
            "rule": CHECKER_RULES.get(tool),
            "status": status,
            "evaluated": evaluated,
            "findings": len(o.get("findings") or []),
            "reason": "" if status == "evaluated" else (str(o.get("message") or "") or "; ".join(reasons)),
        }
        prev = seen.get(tool)
        if prev is None or (prev["status"] != "evaluated" and status == "evaluated"):
            seen[tool] = entry
    for tool in CHECKER_RULES:
        seen.setdefault(
            tool,
            {
                "tool": tool,
                "rule": CHECKER_RULES[tool],
                "status": "not_run",
                "evaluated": 0,
                "findings": 0,
                "reason": "the juniors did not call it",
            },
        )
    return [seen[t] for t in sorted(seen)]


def query_fact(query: Any, observations: Iterable[dict]) -> dict | None:
    """The fact get_fact returned for the queried concept and period, if any."""
    for obs in observations:
        fact = obs.get("fact")
        if obs.get("tool") == "get_fact" and obs.get("status") == "ok" and isinstance(fact, dict):
            if concept_matches(fact.get("concept"), query.concept) and fact.get("period") == query.period:
                return fact
    return None


def observed_numbers(observations: Iterable[dict]) -> list[float]:
    """Every number a tool reported as a value, a reported or an expected amount, at any depth."""
    numbers: set[float] = set()

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k in _VALUE_FIELDS and isinstance(v, (int, float)) and not isinstance(v, bool):
                    if math.isfinite(v):
                        numbers.add(float(v))
                visit(v)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(list(observations))
    return sorted(numbers)


def observed_keys(observations: Iterable[dict]) -> set[str]:
    """Every evidence or fact key any observation named."""
    keys: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k in _KEY_FIELDS:
                    if isinstance(v, str):
                        keys.add(v)
                    elif isinstance(v, list):
                        keys.update(x for x in v if isinstance(x, str))
                visit(v)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(list(observations))
    return keys


def is_grounded(value: float | None, numbers: list[float]) -> bool:
    return value is None or any(numbers_equal(value, n) for n in numbers)


def support_for(verdict: str | None, query: Any, observations: list[dict]) -> Support:
    """How the deterministic findings the junior saw relate to its verdict (see agents.fusion)."""
    if verdict is None:
        return Support.NEUTRAL
    flagged = bool(query_findings(query, observations))
    evaluated = evaluated_any(observations)
    if verdict == "violation":
        if flagged:
            return Support.SUPPORTS
        return Support.CONTRADICTS if evaluated else Support.NEUTRAL
    if flagged:
        return Support.CONTRADICTS
    # "consistent" is supported only by a check that can show the number adds up; a sign check alone (or
    # checks that were not evaluable) leaves the verdict unsupported, so its trust stays low (issue #25).
    return Support.SUPPORTS if evaluated_arithmetic(observations) else Support.NEUTRAL
