"""Rule engine: DQC.US.0015, 0117 and 0126 over named Cypher queries (cypher/rules/).

Cypher does the traversal (which facts, which relationships, which contexts); the decimals-aware
comparison is done once, in :mod:`auditgraph.rules.arithmetic`. Every rule returns a
:class:`RuleResult`; a check that cannot be made is listed as not evaluable with its reason.
"""
from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from pathlib import Path

from auditgraph.errors import InputError, NotFound, RuleNotEvaluable
from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.arithmetic import as_float, check_sum
from auditgraph.rules.dqc_lists import load_list
from auditgraph.rules.models import Contributor, Finding, NotEvaluable, RuleResult
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore

RULES = ("DQC.US.0015", "DQC.US.0117", "DQC.US.0126")
FACE_STATEMENTS = ("BS", "IS", "CF")
CHECKED_AXES = (
    "StatementClassOfStockAxis", "ProductOrServiceAxis", "PropertyPlantAndEquipmentByTypeAxis",
    "LongtermDebtTypeAxis", "RelatedPartyTransactionsByRelatedPartyAxis", "StatementBusinessSegmentsAxis",
    "FinancialInstrumentAxis", "LimitedPartnersCapitalAccountByClassAxis",
    "PartnerTypeOfPartnersCapitalAccountAxis", "FiniteLivedIntangibleAssetsByMajorClassAxis",
    "InformationByCategoryOfDebtSecurityAxis",
)


def finding_id(rule: str, filing: str, concept: str, period: str, dims: list[str], unit: str | None, role: str | None) -> str:
    raw = "|".join([rule, filing, concept, period, ",".join(dims), unit or "", role or ""])
    return f"{rule}:{hashlib.sha1(raw.encode()).hexdigest()[:16]}"


def _rel_id(rtype: str, role: str, parent: str, child: str, source: str) -> str:
    return f"{rtype}:{source}:{role}:{parent}->{child}"


def _filing(store: GraphStore, accession: str) -> dict:
    rows = store.run("rules.filing_taxonomy", {"accession": accession})
    if not rows or rows[0]["status"] != "complete":
        raise NotFound(f"filing {accession} is not loaded")
    return rows[0]


def _matches(concept: str | None, period: str | None, concepts: set[str], periods: set[str]) -> bool:
    return (concept is None or concept in concepts) and (period is None or period in periods)


# --------------------------------------------------------------------------------------------- 0015
def dqc_0015(store: GraphStore, accession: str, settings: Settings, concept: str | None = None,
             period: str | None = None) -> RuleResult:
    rule = "DQC.US.0015"
    filing = _filing(store, accession)
    year = taxonomy_year(filing["taxonomy"]) if filing.get("taxonomy") else None
    try:
        nn = load_list(Path(settings.shared_data) / "dqc", year)
    except RuleNotEvaluable as exc:
        return RuleResult(rule=rule, filing=accession, status="not_evaluable", reason=exc.message)
    result = RuleResult(rule=rule, filing=accession, status="evaluated")
    rows = store.run("rules.negative_facts", {"accession": accession, "concepts": nn.concepts})
    for r in rows:
        if not _matches(concept, period, {r["concept"]}, {r["period"]}):
            continue
        result.evaluated += 1
        dims = list(r["dims"] or [])
        exempt = nn.exclusions.exempts(dims) if dims else None
        if exempt:
            result.passed += 1
            continue
        value = r["value"]
        result.findings.append(Finding(
            id=finding_id(rule, accession, r["concept"], r["period"], dims, r["unit"], None), rule=rule,
            element_id=f"{rule}.{nn.element_ids[r['concept']]}", severity="error", filing=accession,
            concept=r["concept"], period=r["period"], dims=dims, unit=r["unit"], decimals=r["decimals"],
            reported=value, expected=abs(value), difference=value - abs(value), tolerance=0.0,
            contributors=[Contributor(key=r["key"], concept=r["concept"], value=value, decimals=r["decimals"])],
            evidence=[r["key"]], fact_key=r["key"],
            message=(f"{r['concept']} is reported as {value:,.0f} for {r['period']}"
                     f"{' with ' + ', '.join(dims) if dims else ''}; the concept is on the DQC.US.0015 "
                     f"{nn.year} non-negative list, so a negative value is not expected"),
        ))
    return result


# --------------------------------------------------------------------------------------------- 0126
def dqc_0126(store: GraphStore, accession: str, settings: Settings, concept: str | None = None,
             period: str | None = None) -> RuleResult:
    rule = "DQC.US.0126"
    _filing(store, accession)
    result = RuleResult(rule=rule, filing=accession, status="evaluated")
    roles = store.run("rules.statement_calc_roles", {"accession": accession})
    checked = []
    for r in roles:
        if r["statement"] not in FACE_STATEMENTS:
            continue
        if r["hypercubes"]:
            result.not_evaluable.append(NotEvaluable(rule=rule, role=r["role"], reason=(
                "statement network carries a dimensional table; DQC.US.0126 covers tables without one")))
            continue
        checked.append(r["role"])
    if not checked:
        result.status = "not_evaluable"
        result.reason = "the filing's calculation linkbase has no balance sheet, income or cash flow network without a dimensional table"
        return result
    for row in store.run("rules.calc_parent_facts", {"accession": accession, "roles": checked}):
        weights = {c["child"]: c["weight"] for c in row["children"]}
        kids = [c for c in row["child_facts"] if c.get("key") is not None]
        concepts = {row["parent"], *weights}
        if not _matches(concept, period, concepts, {row["period"]}):
            continue
        if not kids:
            result.not_evaluable.append(NotEvaluable(rule=rule, concept=row["parent"], period=row["period"],
                                                     role=row["role"], reason="no child of the calculation is reported in this context"))
            continue
        if row["duplicate"] == "inconsistent" or any(k.get("duplicate") == "inconsistent" for k in kids):
            result.not_evaluable.append(NotEvaluable(rule=rule, concept=row["parent"], period=row["period"], role=row["role"],
                                                     reason="inconsistent duplicate facts (Calculations 1.1 skips such summations)"))
            continue
        result.evaluated += 1
        kids.sort(key=lambda k: k["concept"])
        chk = check_sum((row["value"], row["decimals"]), [(k["value"], k["decimals"], weights[k["concept"]]) for k in kids])
        if chk.consistent:
            result.passed += 1
            continue
        contributors = [Contributor(key=k["key"], concept=k["concept"], value=k["value"], weight=weights[k["concept"]],
                                    decimals=k["decimals"]) for k in kids]
        missing = sorted(set(weights) - {k["concept"] for k in kids})
        evidence = [row["key"]] + [k["key"] for k in kids] + [
            _rel_id("SUMMATION_ITEM", row["role"], row["parent"], k["concept"], accession) for k in kids]
        # XBRL calculations treat an unreported child as zero, so the summation is still inconsistent; but a
        # difference that an unreported child may explain is a warning (incomplete calculation neighbourhood),
        # not an error.
        result.findings.append(Finding(
            id=finding_id(rule, accession, row["parent"], row["period"], [], row["unit"], row["role"]), rule=rule,
            severity="warning" if missing else "error", filing=accession, concept=row["parent"], period=row["period"], dims=[], unit=row["unit"],
            decimals=row["decimals"], reported=as_float(chk.reported), expected=as_float(chk.expected),
            difference=as_float(chk.difference), tolerance=as_float(chk.tolerance), contributors=contributors,
            role=row["role"], evidence=evidence, fact_key=row["key"],
            message=(f"{row['parent']} reported {as_float(chk.reported):,} for {row['period']} but its calculation "
                     f"children sum to {as_float(chk.expected):,} (difference {as_float(chk.difference):,}, "
                     f"rounding tolerance {as_float(chk.tolerance):,})"
                     + (f"; children not reported: {', '.join(missing)}" if missing else "")),
        ))
    return result


# --------------------------------------------------------------------------------------------- 0117
def _top_level(edges: list[dict]) -> tuple[dict[str, str], dict[str, str], set[str], set[str]]:
    """member -> top-level ancestor; member -> parent; the domains; the top-level members."""
    domains = {e["domain"] for e in edges}
    parent_of: dict[str, str] = {}
    for e in edges:
        parent_of.setdefault(e["member"], e["parent"])
    top: dict[str, str] = {}
    for m in parent_of:
        node, seen = m, set()
        while parent_of.get(node) not in domains and node in parent_of and node not in seen:
            seen.add(node)
            node = parent_of[node]
        top[m] = node
    tops = {m for m, p in parent_of.items() if p in domains}
    return top, parent_of, domains, tops


def _reported_ancestor_below(member: str, top_member: str, parent_of: dict[str, str], reported: dict) -> bool:
    """Whether a member between ``member`` and its top-level ancestor has a fact of its own (then that fact,
    not this one, stands for the branch)."""
    node = member
    while node in parent_of:
        parent = parent_of[node]
        if parent == top_member:
            return False
        if parent in reported:
            return True
        node = parent
    return False


def _is_revenue(concept: str) -> bool:
    local = concept.split(":")[-1]
    return local == "Revenues" or local.startswith("RevenueFromContractWithCustomer")


def dqc_0117(store: GraphStore, accession: str, settings: Settings, concept: str | None = None,
             period: str | None = None) -> RuleResult:
    rule = "DQC.US.0117"
    _filing(store, accession)
    result = RuleResult(rule=rule, filing=accession, status="evaluated")
    pairs = [r for r in store.run("rules.statement_dimension_axes", {"accession": accession, "axes": list(CHECKED_AXES)})
             if r["statement"] in FACE_STATEMENTS]
    if not pairs:
        result.status = "not_evaluable"
        result.reason = "no balance sheet, income or cash flow statement with a dimensional table on a checked axis"
        return result
    seen_groups: set[tuple] = set()
    for pair in pairs:
        role, axis = pair["role"], pair["axis"]
        edges = store.run("rules.axis_member_tree", {"accession": accession, "role": role, "axis": axis})
        top, parent_of, domains, tops = _top_level(edges)
        facts = store.run("rules.role_line_item_facts", {"accession": accession, "role": role, "axis": axis})
        groups: dict[tuple, dict] = defaultdict(lambda: {"total": None, "members": {}})
        for f in facts:
            g = groups[(f["concept"], f["period"], f["unit"])]
            if not f["dims"]:
                g["total"] = f
            else:
                g["members"][f["dims"][0].split("=", 1)[1]] = f
        for (c, p, unit), g in sorted(groups.items()):
            total, members = g["total"], g["members"]
            if total is None or not members or (c, p, unit, axis) in seen_groups:
                continue
            if not _matches(concept, period, {c}, {p}):
                continue
            seen_groups.add((c, p, unit, axis))
            if total.get("duplicate") == "inconsistent":
                result.not_evaluable.append(NotEvaluable(rule=rule, concept=c, period=p, role=role,
                                                         reason="inconsistent duplicate facts"))
                continue
            # Only members of this role's domain-member network belong to the table; facts on other members
            # of the same axis come from other tables (e.g. segment disclosures). With no member network
            # at all, every reported member is used and the result is flagged ambiguous.
            unknown = sorted(m for m in members if m not in top and m not in domains) if not top else []
            used: dict[str, dict] = {}
            ambiguous = len(domains) > 1 or bool(unknown)
            for t in sorted(tops | set(unknown)):
                if t in members:
                    used[t] = members[t]
                    nested = [members[m] for m in members if top.get(m) == t and m != t]
                    if nested:
                        ambiguous = True  # two member sets qualify: the top-level fact and its nested members
                else:
                    # Roll nested members up: take the highest reported level under t.
                    for m in sorted(m for m in members if top.get(m) == t and m != t):
                        if not _reported_ancestor_below(m, t, parent_of, members):
                            used[m] = members[m]
            if not used:
                continue
            result.evaluated += 1
            parts = [(f["value"], f["decimals"], 1.0) for _, f in sorted(used.items())]
            chk = check_sum((total["value"], total["decimals"]), parts)
            asc606 = axis.endswith("ProductOrServiceAxis") and _is_revenue(c)
            # ASC 606 exception: a disaggregation of revenue from contracts with customers (ASC 606-10-50-5)
            # need not cover revenue from other sources, so a member sum below the total is not a violation.
            violation = not chk.consistent and not (asc606 and chk.expected < chk.reported)
            if not violation:
                result.passed += 1
                continue
            contributors = [Contributor(key=f["key"], concept=c, value=f["value"], weight=1.0, member=m,
                                        decimals=f["decimals"]) for m, f in sorted(used.items())]
            dims_used = sorted(f"{axis}={m}" for m in used)
            result.findings.append(Finding(
                id=finding_id(rule, accession, c, p, [axis], unit, role), rule=rule, severity="error", filing=accession,
                concept=c, period=p, dims=[], unit=unit, decimals=total["decimals"], reported=as_float(chk.reported),
                expected=as_float(chk.expected), difference=as_float(chk.difference), tolerance=as_float(chk.tolerance),
                contributors=contributors, role=role, ambiguous=ambiguous, fact_key=total["key"],
                evidence=[total["key"]] + [f["key"] for _, f in sorted(used.items())] + dims_used,
                message=(f"{c} reported {as_float(chk.reported):,} for {p} but the {axis.split(':')[-1]} members "
                         f"({', '.join(m.split(':')[-1] for m in sorted(used))}) sum to {as_float(chk.expected):,}"
                         + (" (ambiguous member set)" if ambiguous else "")),
            ))
    return result


RULE_FUNCS = {"DQC.US.0015": dqc_0015, "DQC.US.0117": dqc_0117, "DQC.US.0126": dqc_0126}


def normalise_rule(rule: str) -> str:
    r = rule.strip().upper()
    if r.isdigit():
        r = f"DQC.US.{int(r):04d}"
    if r not in RULE_FUNCS:
        raise InputError(f"unknown rule '{rule}'; known: {', '.join(RULES)}")
    return r


def run_rule(store: GraphStore, rule: str, accession: str, *, settings: Settings, concept: str | None = None,
             period: str | None = None) -> RuleResult:
    res = RULE_FUNCS[normalise_rule(rule)](store, accession, settings, concept=concept, period=period)
    res.findings.sort(key=lambda f: (f.concept, f.period, f.role or "", f.dims, f.id))
    res.not_evaluable.sort(key=lambda n: (n.role or "", n.concept or "", n.period or "", n.reason))
    return res


def run_rules(store: GraphStore, accession: str, *, settings: Settings, rules: list[str] | None = None) -> list[RuleResult]:
    return [run_rule(store, r, accession, settings=settings) for r in (rules or list(RULES))]


def write_findings(store: GraphStore, accession: str, results: list[RuleResult]) -> int:
    """Replace the filing's findings of these rules in the graph: (:Finding)-[:ABOUT]->(:Fact), -[:EVIDENCE]->."""
    store.run("rules.delete_findings", {"accession": accession, "rules": [r.rule for r in results]})
    rows, evidence = [], []
    for res in results:
        for f in res.findings:
            props = f.model_dump(exclude={"contributors"})
            props["contributors_json"] = json.dumps([c.model_dump() for c in f.contributors], sort_keys=True)
            props = {k: v for k, v in props.items() if v is not None}
            rows.append({"id": f.id, "fact_key": f.fact_key, "props": props})
            for c in f.contributors:
                if c.key and c.key != f.fact_key:
                    evidence.append({"id": f.id, "key": c.key, "weight": c.weight if c.weight is not None else 1.0})
    store.run_batch("rules.write_findings", rows)
    store.run_batch("rules.write_finding_evidence", evidence)
    store.bump_revision()
    return len(rows)
