"""`auditgraph demo`: the main job end to end on the embedded graph (the README's first command runs it)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from auditgraph.cli.common import graph, out, reported_errors, settings, update_search_index
from auditgraph.rules.models import Finding, RuleResult

# The demo's filings: Apple's 10-K 2023 (clean under today's rules) and Microsoft's 10-K 2015, which reports
# DeferredTaxAssetsLiabilitiesNetNoncurrent negative (DQC.US.0015): a real finding with its evidence path.
TOP_PER_RULE = 3  # findings shown per rule and filing: the demo fits a screen per filing

DEMO_FILINGS = (
    ("aapl-10k-2023", "0000320193-23-000106", "320193"),
    ("msft-10k-2015", "0001193125-15-272806", "789019"),
)


def demo(
    shared: Annotated[Optional[Path], typer.Option(help="shared data folder (default: AUDITGRAPH_SHARED_DATA)")] = None,
) -> None:
    """The main job end to end: taxonomy + Apple 10-K 2023 and Microsoft 10-K 2015 (or the bundled sample) →
    graph → DQC checks → a finding with its evidence path."""
    import time

    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import load_tag_labels
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.reports.findings import compact_findings_table, evidence_tree
    from auditgraph.rules.engine import run_rules, write_findings

    s = settings()
    data = Path(shared or s.shared_data)
    taxonomy = data / "us-gaap-2024"
    sample = Path(__file__).resolve().parent / "sample" / "acme-10k"  # package data of auditgraph.cli
    with reported_errors():
        with graph(s, create=True) as store:
            out.print(f"[bold]graph:[/] {store.health()['location']} ({store.backend})")
            if taxonomy.exists():
                t0 = time.perf_counter()
                rep = load_taxonomy(store, parse_taxonomy(taxonomy))
                out.print(
                    f"[bold]taxonomy[/] {rep['taxonomy']}: {rep['status']}, {rep['concepts']} concepts, "
                    f"{rep['relationships']} relationships ({time.perf_counter() - t0:.1f}s)"
                )
            parsed_filings = [
                parse_filing(data / "filings" / folder, accession=acc, cik=cik)
                for folder, acc, cik in DEMO_FILINGS
                if (data / "filings" / folder).exists()
            ]
            if not parsed_filings:
                out.print(
                    f"[yellow]{data / 'filings'} has none of the demo filings: using the bundled sample filing[/]"
                )
                parsed_filings = [parse_filing(sample)]
            labelled = [load_tag_labels(store, z) for z in sorted((data / "fsds").glob("*.zip"))]
            if labelled:
                out.print(
                    f"[bold]labels[/] {sum(r['tags'] for r in labelled)} standard tag labels from the SEC data sets "
                    f"({', '.join(r['source'] for r in labelled)})"
                )
            results = []
            companies = {}
            for parsed in parsed_filings:
                out.rule(f"{parsed.company_name} {parsed.form} {parsed.period_end}")
                t0 = time.perf_counter()
                rep = load_filing(store, parsed)
                out.print(
                    f"[bold]filing[/] {parsed.accession} {parsed.company_name} {parsed.form} {parsed.period_end}: "
                    f"{rep.status}, {rep.facts} facts, {rep.contexts} contexts, {rep.units} units, "
                    f"{rep.relationships} linkbase relationships ({time.perf_counter() - t0:.2f}s)"
                )
                update_search_index(store, s)
                t0 = time.perf_counter()
                filing_results = run_rules(store, rep.accession, settings=s)
                write_findings(store, rep.accession, filing_results)
                out.print(f"[bold]checks[/] {rep.accession} in {time.perf_counter() - t0:.2f}s")
                print_rule_summary(filing_results)
                top = top_findings(filing_results, per_rule=TOP_PER_RULE)
                if top:
                    out.print(compact_findings_table(top, limit=TOP_PER_RULE * len(top)))
                    more = [
                        (r.rule, len(r.findings) - TOP_PER_RULE)
                        for r in filing_results
                        if len(r.findings) > TOP_PER_RULE
                    ]
                    for rule, n in more:
                        out.print(f"  {n} more {rule}: auditgraph check {rep.accession} --rule {rule}", soft_wrap=True)
                results.extend(filing_results)
                companies[rep.accession] = parsed.company_name
            counts = store.label_counts()
            out.rule()
            out.print("[bold]graph now holds[/] " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    findings = sorted((f for r in results for f in r.findings), key=_reading_order)
    if not findings:
        out.print("no findings; next: auditgraph serve, then open http://127.0.0.1:8000/")
        return
    first = findings[0]
    out.print(f"[bold]evidence path of the first finding[/] ({first.rule})")
    out.print(evidence_tree(first, companies.get(first.filing)))
    out.print("next:")
    out.print(f"  auditgraph check {first.filing} --rule {first.rule}", soft_wrap=True)
    out.print(
        f"  auditgraph audit --accession {first.filing} --concept {first.concept} --period {first.period}",
        soft_wrap=True,
    )
    out.print("  auditgraph serve   # then open http://127.0.0.1:8000/ and pick the filing", soft_wrap=True)


def print_rule_summary(results: list[RuleResult]) -> None:
    """A screen per filing: a table of the rules that found something or could not evaluate the filing (with why),
    and the clean ones on a line of their own (`auditgraph check` prints the full table)."""
    from auditgraph.rules.report import summary_table

    # A rule not yet in force for the filing's period (DQC's effective dates) is one line, not a table row each.
    not_in_force = [
        r
        for r in results
        if not r.findings
        and r.status == "not_evaluable"
        and "is effective for periods ending on or after" in (r.reason or "")
    ]
    notable = [r for r in results if (r.findings or r.status == "not_evaluable") and r not in not_in_force]
    clean = [r.rule for r in results if r not in notable and r not in not_in_force]
    if notable:
        out.print(summary_table(notable))
    if not_in_force:
        names = ", ".join(r.rule.removeprefix("DQC.US.") for r in not_in_force)
        out.print(
            f"[bold]{len(not_in_force)} rules[/] not in force for this filing's period (DQC's effective dates): {names}"
        )
    if clean:
        names = ", ".join(r.removeprefix("DQC.US.") for r in clean)
        out.print(f"[bold]{len(clean)} rules[/] evaluated without findings: {names}")


def _reading_order(f: Finding) -> tuple:
    """Errors first, DQC rules before Calculations 1.1 (the published rule set is what a filer answers to)."""
    return (f.severity != "error", not f.rule.startswith("DQC."), f.rule, f.filing, f.concept, f.period)


def top_findings(results: list[RuleResult], per_rule: int) -> list[RuleResult]:
    """Each rule's first findings in reading order (DQC rules first), as results a findings table renders."""
    ordered = sorted((r for r in results if r.findings), key=lambda r: (not r.rule.startswith("DQC."), r.rule))
    return [r.model_copy(update={"findings": sorted(r.findings, key=_reading_order)[:per_rule]}) for r in ordered]


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)
