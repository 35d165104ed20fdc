"""`auditgraph ingest taxonomy|filing|fsds|labels`: load the taxonomy, filings and SEC data sets into the graph."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer

from auditgraph.cli.common import err, graph, out, reported_errors, settings, update_search_index
from auditgraph.settings import Settings

ingest_app = typer.Typer(help="Load the taxonomy, filings and SEC data sets into the graph.", no_args_is_help=True)


@ingest_app.command("taxonomy")
def ingest_taxonomy(
    path: Annotated[Path, typer.Argument(help="Taxonomy package folder or zip (e.g. ../shared/data/us-gaap-2024)")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON")] = False,
) -> None:
    """Load a US-GAAP taxonomy release: roles, concepts, labels, calculation/presentation/definition networks."""
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

    s = settings()
    with reported_errors():
        parsed = parse_taxonomy(path)
        with graph(s, create=True) as store:
            report = load_taxonomy(store, parsed)
            update_search_index(store, s, as_json)
    if as_json:
        out.print_json(json.dumps(report, sort_keys=True))
    else:
        out.print(
            f"taxonomy [bold]{report['taxonomy']}[/]: {report['status']}, {report['concepts']} concepts, "
            f"{report['relationships']} relationships, {report.get('rules', 0)} DQC rules"
        )


@ingest_app.command("filing")
def ingest_filing(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="Filing folder, instance file, inline XBRL .htm, zip, or EDGAR address (several: parsed in parallel)"
        ),
    ],
    accession: Annotated[
        Optional[str], typer.Option(help="SEC accession number (default: derived from the content)")
    ] = None,
    cik: Annotated[Optional[str], typer.Option(help="CIK (default: the entity identifier)")] = None,
    inline: Annotated[
        bool, typer.Option("--inline", help="Prefer the inline XBRL document when both forms are present")
    ] = False,
    replace: Annotated[bool, typer.Option("--replace", help="Replace a loaded filing whose content changed")] = False,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict",
            help="Refuse the filing if any context, unit or fact is invalid "
            "(default: leave invalid parts out and report them)",
        ),
    ] = False,
    workers: Annotated[
        Optional[int], typer.Option("--workers", "-w", min=1, help="Parse workers for several filings (default: CPUs)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Load one filing (or many): instance facts, contexts, units, extension schema and linkbases, bridge edges."""
    from auditgraph.ingest.archive import IngestLimits
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    s = settings()
    if len(paths) > 1:
        if accession or cik:
            err.print("--accession and --cik name one filing: give one PATH with them")
            raise typer.Exit(2)
        _ingest_many(s, [Path(p) for p in paths], workers=workers, replace=replace, inline=inline, as_json=as_json)
        return
    path = paths[0]
    if path.startswith(("https://", "http://")):
        from auditgraph.cli.fetch import fetch_filing_url

        with reported_errors():
            fetch_filing_url(path, replace=replace, settings=s)
        return
    with reported_errors():
        parsed = parse_filing(
            Path(path),
            accession=accession,
            cik=cik,
            prefer_inline=inline,
            limits=IngestLimits.from_settings(s),
            strict=strict,
        )
        with graph(s, create=True) as store:
            report = load_filing(store, parsed, replace=replace)
            update_search_index(store, s, as_json)
    if as_json:
        out.print_json(json.dumps(report.to_dict(), sort_keys=True))
        return
    who = f"filing [bold]{report.accession}[/] ({parsed.company_name or parsed.cik}, {parsed.form} {parsed.period_end})"
    if report.status == "unchanged":
        same = (
            ""
            if report.accession == parsed.accession
            else f" (recognised by content; not loaded again as {parsed.accession})"
        )
        out.print(f"{who}: already loaded from the same content ({report.facts} facts){same}; nothing changed")
        return
    out.print(
        f"{who}: {report.status}; {report.facts} facts, {report.contexts} contexts, {report.units} units, "
        f"{report.relationships} relationships in {report.seconds:.2f}s"
    )
    if report.duplicates_consistent:
        out.print(f"  {report.duplicates_consistent} consistent duplicate facts collapsed")
    for d in report.duplicates_inconsistent:
        out.print(f"  [yellow]inconsistent duplicate[/] {d['concept']} context {d['context']}: {d['values']}")
    for u in report.unresolved:
        out.print(f"  [dim]unresolved: {u}[/]")
    for u in report.unit_issues:
        out.print(f"  [yellow]unit mismatch[/] {u['concept']} ({u['data_type']}) reported in {u['unit']}: {u['key']}")
    for bad in report.invalid:
        out.print(f"  [red]invalid {bad['kind']}[/] {bad['id']}: {bad['reason']} (left out; --strict refuses)")


def _ingest_many(
    s: Settings, paths: list[Path], *, workers: int | None, replace: bool, inline: bool, as_json: bool
) -> None:
    """Several filings: parse workers ahead of one writer (auditgraph.ingest.bulk); exit 2 if any failed."""
    from auditgraph.ingest.bulk import load_filings
    from auditgraph.ingest.progress import progress_bar

    with reported_errors():
        with graph(s, create=True) as store, progress_bar("filings", len(paths)) as advance:
            outcomes = load_filings(
                store, paths, workers=workers, replace=replace, prefer_inline=inline, on_done=lambda _o: advance(1)
            )
    if as_json:
        out.print_json(
            json.dumps(
                [
                    {"path": o.path, "error": o.error, "report": o.report.to_dict() if o.report else None}
                    for o in outcomes
                ],
                sort_keys=True,
            )
        )
    else:
        for o in outcomes:
            if o.error:
                err.print(f"[bold red]error:[/] {o.path}: {o.error}")
            else:
                r = o.report
                out.print(
                    f"filing [bold]{r.accession}[/] ({o.company}, {o.form} {o.period_end}): {r.status}; "
                    f"{r.facts} facts in {r.seconds:.2f}s"
                )
        ok = sum(1 for o in outcomes if not o.error)
        out.print(f"{ok} of {len(outcomes)} filings loaded")
    if any(o.error for o in outcomes):
        raise typer.Exit(2)


@ingest_app.command("fsds")
def ingest_fsds(
    path: Annotated[Path, typer.Argument(help="A Financial Statement Data Sets zip or folder (sub.txt, num.txt)")],
    adsh: Annotated[Optional[str], typer.Option(help="Only this accession")] = None,
    compare: Annotated[
        Optional[Path], typer.Option(help="Also compare num.txt with this filing's XBRL instance")
    ] = None,
    workers: Annotated[
        Optional[int], typer.Option("--workers", "-w", min=1, help="Row-building worker processes (default: CPUs)")
    ] = None,
) -> None:
    """Load SEC Financial Statement Data Sets into the same Company/Filing/Fact shape (and optionally compare);
    tag.txt's standard labels and documentation fill concepts that have none."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import compare_with_facts, load_tag_labels, read_dataset

    s = settings()
    with reported_errors():
        ds = read_dataset(path, adsh)
        if compare is not None:
            parsed = parse_filing(compare, accession=adsh)
            cmp = compare_with_facts(ds.num, parsed.fact_rows)
            out.print(
                f"num.txt rows {cmp.rows}; with a fact in the instance {cmp.in_instance}; matched {cmp.matched} "
                f"({cmp.match_rate:.2%}); matched after the SEC's 4-decimal rounding {len(cmp.rounded)}; "
                f"mismatched {len(cmp.mismatched)}"
            )
            for m in cmp.mismatched[:20]:
                out.print(f"  mismatch {m}")
            return
        from auditgraph.ingest.bulk import load_dataset_parallel

        with graph(s, create=True) as store:
            rep = load_dataset_parallel(store, ds, workers=workers)
            tags = load_tag_labels(store, path)
            update_search_index(store, s)
    out.print(f"loaded {rep['filings']} submissions, {rep['facts']} facts; {tags['tags']} standard tag labels")


@ingest_app.command("labels")
def ingest_labels(
    path: Annotated[Path, typer.Argument(help="A Financial Statement Data Sets zip or folder with tag.txt")],
) -> None:
    """Fill missing standard labels, documentation, balance and period type from the SEC data sets' tag.txt."""
    from auditgraph.ingest.fsds import load_tag_labels

    s = settings()
    with reported_errors():
        with graph(s, create=True) as store:
            rep = load_tag_labels(store, path)
            update_search_index(store, s)
    out.print(f"{rep['tags']} standard tag labels from {rep['source']}")


def register(app: typer.Typer) -> None:
    app.add_typer(ingest_app, name="ingest")
