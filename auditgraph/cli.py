"""`auditgraph` command line: a thin shell over the library (typer + rich).

Exit codes: 0 success (no error findings), 1 findings, 2 usage or input error, 3 store unavailable.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from auditgraph.agents.cli import build_app as build_agents_app
from auditgraph.cli_search import print_index_report
from auditgraph.cli_search import register as register_search_commands
from auditgraph.errors import AuditgraphError, StoreUnavailable
from auditgraph.logs import configure_logging
from auditgraph.settings import Settings

if TYPE_CHECKING:
    from auditgraph.store.base import GraphStore

app = typer.Typer(help="auditgraph: US-GAAP XBRL filings as a verifiable knowledge graph.", no_args_is_help=True,
                  pretty_exceptions_enable=False)
ingest_app = typer.Typer(help="Load the taxonomy, filings and SEC data sets into the graph.", no_args_is_help=True)
db_app = typer.Typer(help="Manage the embedded graph server.", no_args_is_help=True)
app.add_typer(ingest_app, name="ingest")
app.add_typer(db_app, name="db")

out = Console()
err = Console(stderr=True, soft_wrap=True)  # a refusal is one line, never wrapped at the terminal width


def _settings() -> Settings:
    s = Settings()
    configure_logging(s.log_level)
    return s


def _fail(exc: AuditgraphError) -> "typer.Exit":
    err.print(f"[bold red]error:[/] {exc.message}")
    for k, v in sorted(exc.detail.items()):
        if k != "log":
            err.print(f"  {k}: {v}")
    return typer.Exit(3 if isinstance(exc, StoreUnavailable) else 2)


@contextmanager
def _reported_errors() -> Iterator[None]:
    """Turn an auditgraph error into its message on stderr and the command's exit code."""
    try:
        yield
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    except OSError as exc:
        from auditgraph.diskspace import disk_full, is_no_space

        if not is_no_space(exc):
            raise
        raise _fail(disk_full(exc.filename or "a file auditgraph writes", "writing it", exc.strerror.lower())) from exc


def _context(settings: Settings):
    from auditgraph.context import build_context

    return build_context(settings)


@contextmanager
def _graph(settings: Settings) -> Iterator[GraphStore]:
    """The configured graph store, closed when the command is done."""
    ctx = _context(settings)
    try:
        yield ctx.store
    finally:
        ctx.close()


def _update_search_index(store: GraphStore, settings: Settings, as_json: bool = False) -> None:
    """Ingest keeps the concept search index current (incremental; AUDITGRAPH_SEARCH_INDEX=0 skips it)."""
    if settings.search_index:
        from auditgraph.retrieval import update_index

        print_index_report(update_index(store), err if as_json else out)


@ingest_app.command("taxonomy")
def ingest_taxonomy(path: Annotated[Path, typer.Argument(help="Taxonomy package folder or zip (e.g. ../shared/data/us-gaap-2024)")],
                    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON")] = False) -> None:
    """Load a US-GAAP taxonomy release: roles, concepts, labels, calculation/presentation/definition networks."""
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

    s = _settings()
    with _reported_errors():
        parsed = parse_taxonomy(path)
        with _graph(s) as store:
            report = load_taxonomy(store, parsed)
            _update_search_index(store, s, as_json)
    if as_json:
        out.print_json(json.dumps(report, sort_keys=True))
    else:
        out.print(f"taxonomy [bold]{report['taxonomy']}[/]: {report['status']}, {report['concepts']} concepts, "
                  f"{report['relationships']} relationships")


@ingest_app.command("filing")
def ingest_filing(
    paths: Annotated[list[str], typer.Argument(help="Filing folder, instance file, inline XBRL .htm, zip, or EDGAR address (several: parsed in parallel)")],
    accession: Annotated[Optional[str], typer.Option(help="SEC accession number (default: derived from the content)")] = None,
    cik: Annotated[Optional[str], typer.Option(help="CIK (default: the entity identifier)")] = None,
    inline: Annotated[bool, typer.Option("--inline", help="Prefer the inline XBRL document when both forms are present")] = False,
    replace: Annotated[bool, typer.Option("--replace", help="Replace a loaded filing whose content changed")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Refuse the filing if any context, unit or fact is invalid "
                                                          "(default: leave invalid parts out and report them)")] = False,
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, help="Parse workers for several filings (default: CPUs)")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Load one filing (or many): instance facts, contexts, units, extension schema and linkbases, bridge edges."""
    from auditgraph.ingest.archive import IngestLimits
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    s = _settings()
    if len(paths) > 1:
        if accession or cik:
            err.print("--accession and --cik name one filing: give one PATH with them")
            raise typer.Exit(2)
        _ingest_many(s, [Path(p) for p in paths], workers=workers, replace=replace, inline=inline, as_json=as_json)
        return
    path = paths[0]
    if path.startswith(("https://", "http://")):
        from auditgraph.cli_fetch import fetch_filing_url

        with _reported_errors():
            fetch_filing_url(path, replace=replace, settings=s)
        return
    with _reported_errors():
        parsed = parse_filing(Path(path), accession=accession, cik=cik, prefer_inline=inline,
                              limits=IngestLimits.from_settings(s), strict=strict)
        with _graph(s) as store:
            report = load_filing(store, parsed, replace=replace)
            _update_search_index(store, s, as_json)
    if as_json:
        out.print_json(json.dumps(report.to_dict(), sort_keys=True))
        return
    who = f"filing [bold]{report.accession}[/] ({parsed.company_name or parsed.cik}, {parsed.form} {parsed.period_end})"
    if report.status == "unchanged":
        same = "" if report.accession == parsed.accession else f" (recognised by content; not loaded again as {parsed.accession})"
        out.print(f"{who}: already loaded from the same content ({report.facts} facts){same}; nothing changed")
        return
    out.print(f"{who}: {report.status}; {report.facts} facts, {report.contexts} contexts, {report.units} units, "
              f"{report.relationships} relationships in {report.seconds:.2f}s")
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


def _ingest_many(s: Settings, paths: list[Path], *, workers: int | None, replace: bool, inline: bool, as_json: bool) -> None:
    """Several filings: parse workers ahead of one writer (auditgraph.ingest.bulk); exit 2 if any failed."""
    from auditgraph.ingest.bulk import load_filings
    from auditgraph.ingest.progress import progress_bar

    with _reported_errors():
        with _graph(s) as store, progress_bar("filings", len(paths)) as advance:
            outcomes = load_filings(store, paths, workers=workers, replace=replace, prefer_inline=inline,
                                    on_done=lambda _o: advance(1))
    if as_json:
        out.print_json(json.dumps([{"path": o.path, "error": o.error, "report": o.report.to_dict() if o.report else None}
                                   for o in outcomes], sort_keys=True))
    else:
        for o in outcomes:
            if o.error:
                err.print(f"[bold red]error:[/] {o.path}: {o.error}")
            else:
                r = o.report
                out.print(f"filing [bold]{r.accession}[/] ({o.company}, {o.form} {o.period_end}): {r.status}; "
                          f"{r.facts} facts in {r.seconds:.2f}s")
        ok = sum(1 for o in outcomes if not o.error)
        out.print(f"{ok} of {len(outcomes)} filings loaded")
    if any(o.error for o in outcomes):
        raise typer.Exit(2)


@ingest_app.command("fsds")
def ingest_fsds(
    path: Annotated[Path, typer.Argument(help="A Financial Statement Data Sets zip or folder (sub.txt, num.txt)")],
    adsh: Annotated[Optional[str], typer.Option(help="Only this accession")] = None,
    compare: Annotated[Optional[Path], typer.Option(help="Also compare num.txt with this filing's XBRL instance")] = None,
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, help="Row-building worker processes (default: CPUs)")] = None,
) -> None:
    """Load SEC Financial Statement Data Sets into the same Company/Filing/Fact shape (and optionally compare);
    tag.txt's standard labels and documentation fill concepts that have none."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import compare_with_facts, load_tag_labels, read_dataset

    s = _settings()
    with _reported_errors():
        ds = read_dataset(path, adsh)
        if compare is not None:
            parsed = parse_filing(compare, accession=adsh)
            cmp = compare_with_facts(ds.num, parsed.fact_rows)
            out.print(f"num.txt rows {cmp.rows}; with a fact in the instance {cmp.in_instance}; matched {cmp.matched} "
                      f"({cmp.match_rate:.2%}); matched after the SEC's 4-decimal rounding {len(cmp.rounded)}; "
                      f"mismatched {len(cmp.mismatched)}")
            for m in cmp.mismatched[:20]:
                out.print(f"  mismatch {m}")
            return
        from auditgraph.ingest.bulk import load_dataset_parallel

        with _graph(s) as store:
            rep = load_dataset_parallel(store, ds, workers=workers)
            tags = load_tag_labels(store, path)
            _update_search_index(store, s)
    out.print(f"loaded {rep['filings']} submissions, {rep['facts']} facts; {tags['tags']} standard tag labels")


@ingest_app.command("labels")
def ingest_labels(path: Annotated[Path, typer.Argument(help="A Financial Statement Data Sets zip or folder with tag.txt")]) -> None:
    """Fill missing standard labels, documentation, balance and period type from the SEC data sets' tag.txt."""
    from auditgraph.ingest.fsds import load_tag_labels

    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            rep = load_tag_labels(store, path)
            _update_search_index(store, s)
    out.print(f"{rep['tags']} standard tag labels from {rep['source']}")


@db_app.command("start")
def db_start() -> None:
    """Start the embedded graph server and keep it running (until `auditgraph db stop`)."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = _settings()
    server = EmbeddedServer(s.data_dir)
    with _reported_errors():
        server.ensure_running()
    (server.data_dir / KEEP_RUNNING).touch()
    out.print(f"embedded graph running at {server.socket_path}")


@db_app.command("stop")
def db_stop(force: Annotated[bool, typer.Option("--force", help="Stop even while clients (e.g. `auditgraph serve`) are connected")] = False) -> None:
    """Stop the embedded graph server (saving the graph); refuses while clients are connected unless --force."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = _settings()
    server = EmbeddedServer(s.data_dir)
    clients = server.other_clients()
    if clients and not force:
        err.print(f"[bold red]error:[/] {clients} client(s) are using the graph (a running `auditgraph serve`?); "
                  "stop them first, or pass --force")
        raise typer.Exit(2)
    (server.data_dir / KEEP_RUNNING).unlink(missing_ok=True)
    out.print("stopped" if server.stop(force=True) else "not running")


@db_app.command("status")
def db_status(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Show the configured store's health and what is loaded."""
    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            health = store.health()
            counts = store.label_counts()
    payload = {"health": health, "counts": counts}
    if health.get("persistence", {}).get("problem"):  # e.g. a snapshot that failed on a full disk
        err.print(f"[yellow]warning:[/] {health['persistence']['problem']}")
    if as_json:
        out.print_json(json.dumps(payload, sort_keys=True, default=str))
    else:
        out.print(payload)


@db_app.command("reset")
def db_reset(yes: Annotated[bool, typer.Option("--yes", help="Confirm deleting every node")] = False) -> None:
    """Delete the whole graph."""
    if not yes:
        err.print("refusing to delete the graph without --yes")
        raise typer.Exit(2)
    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            store.clear()
    out.print("graph deleted")


@app.command("check")
def check(
    accession: Annotated[Optional[str], typer.Argument(help="Accession of a loaded filing (see `auditgraph filings`)")] = None,
    rule: Annotated[Optional[list[str]], typer.Option("--rule", "-r", help="DQC.US.0015, DQC.US.0117, DQC.US.0126 (repeatable; default all)")] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help="table | json | csv | xlsx (with --out)")] = "table",
    write: Annotated[bool, typer.Option("--write/--no-write", help="Write findings to the graph")] = True,
    out_file: Annotated[Optional[Path], typer.Option("--out", "-o", help="The file --format xlsx writes")] = None,
    all_filings: Annotated[bool, typer.Option("--all", help="Every complete filing in the graph (progress bar on a terminal)")] = False,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="With --all: filings checked in parallel worker processes")] = 1,
) -> None:
    """Run the DQC rules on a loaded filing (or --all). Exit 0: no error findings, 1: findings, 2: usage/input error."""
    from auditgraph.bulk_check import check_filings
    from auditgraph.rules.engine import normalise_rule
    from auditgraph.rules.report import summary_table, to_csv, to_json

    if fmt not in ("table", "json", "csv", "xlsx"):
        err.print(f"unknown format '{fmt}' (table, json, csv, xlsx)")
        raise typer.Exit(2)
    if fmt == "xlsx" and out_file is None:
        err.print("--format xlsx writes a file: add --out FILE.xlsx")
        raise typer.Exit(2)
    if (accession is None) == (not all_filings):
        err.print("name one ACCESSION or pass --all")
        raise typer.Exit(2)
    from auditgraph.ingest.progress import progress_bar

    s = _settings()
    results = []
    with _reported_errors():
        rules = [normalise_rule(r) for r in rule] if rule else None
        with _graph(s) as store:
            complete = [r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"]
            if accession is not None and accession not in complete:
                from auditgraph.cli_filings import unknown_filing

                raise unknown_filing(accession, store)
            targets = [accession] if accession else complete
            with progress_bar("checking filings", len(targets) if all_filings else 0) as advance:
                results = check_filings(store, s, targets, rules=rules, write=write, workers=workers, advance=advance)
    if fmt == "xlsx":
        from auditgraph.findings_view import findings_to_xlsx

        with _reported_errors():  # a full disk: one line, exit 3, no empty file
            written = findings_to_xlsx(results, out_file)
        out.print(f"wrote {written} findings to {out_file}")
    elif fmt == "json":
        sys.stdout.write(to_json(results) + "\n")
    elif fmt == "csv":
        sys.stdout.write(to_csv(results))
    else:
        from auditgraph.findings_view import compact_findings_table

        out.print(summary_table(results))
        if any(r.findings for r in results):
            out.print(compact_findings_table(results, with_filing=all_filings))
    if any(f.severity == "error" for r in results for f in r.findings):
        raise typer.Exit(1)


@app.command("filings")
def filings(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List the loaded filings."""
    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            rows = store.run("admin.filings")
    if as_json:
        out.print_json(json.dumps(rows, sort_keys=True))
        return
    from rich import box

    t = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    t.add_column("company / CIK", overflow="fold", ratio=1)
    for col in ("form", "period end", "facts", "status", "accession"):  # never cut or wrapped
        t.add_column(col, no_wrap=True, justify="right" if col == "facts" else "left")
    for r in rows:
        t.add_row(f"{r['company'] or ''}\nCIK {r['cik'] or '?'}", r["form"] or "", r["period_end"] or "",
                  f"{r['facts']:,}" if r["facts"] else "", r["status"] or "", r["accession"])
    out.print(t)


# The demo's filings: Apple's 10-K 2023 (clean under today's rules) and Microsoft's 10-K 2015, which reports
# DeferredTaxAssetsLiabilitiesNetNoncurrent negative (DQC.US.0015): a real finding with its evidence path.
DEMO_FILINGS = (("aapl-10k-2023", "0000320193-23-000106", "320193"), ("msft-10k-2015", "0001193125-15-272806", "789019"))


@app.command("demo")
def demo(
    shared: Annotated[Optional[Path], typer.Option(help="shared data folder (default: AUDITGRAPH_SHARED_DATA)")] = None,
) -> None:
    """The main job end to end: taxonomy + Apple 10-K 2023 and Microsoft 10-K 2015 (or the bundled sample) →
    graph → DQC checks → a finding with its evidence path."""
    import time

    from auditgraph.findings_view import compact_findings_table, evidence_tree
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import load_tag_labels
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.rules.engine import run_rules, write_findings
    from auditgraph.rules.report import summary_table

    s = _settings()
    data = Path(shared or s.shared_data)
    taxonomy = data / "us-gaap-2024"
    sample = Path(__file__).resolve().parent / "sample" / "acme-10k"
    with _reported_errors():
        with _graph(s) as store:
            out.print(f"[bold]graph:[/] {store.health()['location']} ({store.backend})")
            if taxonomy.exists():
                t0 = time.perf_counter()
                rep = load_taxonomy(store, parse_taxonomy(taxonomy))
                out.print(f"[bold]taxonomy[/] {rep['taxonomy']}: {rep['status']}, {rep['concepts']} concepts, "
                          f"{rep['relationships']} relationships ({time.perf_counter() - t0:.1f}s)")
            parsed_filings = [parse_filing(data / "filings" / folder, accession=acc, cik=cik)
                              for folder, acc, cik in DEMO_FILINGS if (data / "filings" / folder).exists()]
            if not parsed_filings:
                out.print(f"[yellow]{data / 'filings'} has none of the demo filings: using the bundled sample filing[/]")
                parsed_filings = [parse_filing(sample)]
            labelled = [load_tag_labels(store, z) for z in sorted((data / "fsds").glob("*.zip"))]
            if labelled:
                out.print(f"[bold]labels[/] {sum(r['tags'] for r in labelled)} standard tag labels from the SEC data sets "
                          f"({', '.join(r['source'] for r in labelled)})")
            results = []
            companies = {}
            for parsed in parsed_filings:
                t0 = time.perf_counter()
                rep = load_filing(store, parsed)
                out.print(f"[bold]filing[/] {parsed.accession} {parsed.company_name} {parsed.form} {parsed.period_end}: "
                          f"{rep.status}, {rep.facts} facts, {rep.contexts} contexts, {rep.units} units, "
                          f"{rep.relationships} linkbase relationships ({time.perf_counter() - t0:.2f}s)")
                _update_search_index(store, s)
                t0 = time.perf_counter()
                filing_results = run_rules(store, rep.accession, settings=s)
                write_findings(store, rep.accession, filing_results)
                out.print(f"[bold]checks[/] {rep.accession} in {time.perf_counter() - t0:.2f}s")
                out.print(summary_table(filing_results))
                results.extend(filing_results)
                companies[rep.accession] = parsed.company_name
            counts = store.label_counts()
            out.print("[bold]graph now holds[/] " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    findings = sorted((f for r in results for f in r.findings),
                      key=lambda f: (f.severity != "error", f.rule, f.filing, f.concept, f.period))
    if not findings:
        out.print(f"no findings; next: auditgraph serve, then open http://127.0.0.1:8000/")
        return
    out.print(compact_findings_table(results, with_filing=len(parsed_filings) > 1))
    first = findings[0]
    out.print("[bold]evidence path of the first finding[/]")
    out.print(evidence_tree(first, companies.get(first.filing)))
    out.print("next:")
    out.print(f"  auditgraph check {first.filing} --rule {first.rule}", soft_wrap=True)
    out.print(f"  auditgraph audit --accession {first.filing} --concept {first.concept} --period {first.period}",
              soft_wrap=True)
    out.print("  auditgraph serve   # then open http://127.0.0.1:8000/ and pick the filing", soft_wrap=True)


@app.command("serve")
def serve(host: Annotated[str, typer.Option(help="Interface to bind")] = "127.0.0.1",
          port: Annotated[int, typer.Option(help="TCP port")] = 8000,
          workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Worker processes on the one port and "
                                               "graph, each with its own caches")] = 1) -> None:
    """Serve the HTTP API (FastAPI over uvicorn) on the configured graph."""
    from auditgraph.api.server import serve as run_server

    import socket

    s = _settings()
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        try:
            probe.bind((host, port))  # a busy port is said before anything claims to serve on it
        except OSError as exc:
            err.print(f"[bold red]error:[/] cannot serve on {host}:{port}: {exc.strerror or exc} "
                      f"(another server is using it?); choose another with --port")
            raise typer.Exit(2) from exc
    if not s.api_keys:
        err.print("[yellow]warning:[/] AUDITGRAPH_API_KEYS is empty: the API accepts requests without a key")
    out.print(f"auditgraph API on http://{host}:{port}  (OpenAPI: /docs)"
              + (f", {workers} worker processes" if workers > 1 else ""))
    run_server(s, host=host, port=port, workers=workers)


@app.command("queries")
def list_queries() -> None:
    """List the named Cypher queries (validated at load)."""
    from auditgraph.cypher.registry import QueryRegistry

    t = Table("name", "mode", "params", "returns")
    for q in QueryRegistry.load():
        t.add_row(q.name, q.mode, ", ".join(q.params), ", ".join(q.returns))
    out.print(t)


# ------------------------------------------------------------------------------------------------ agents
class _GraphToolBox:
    """The typed tools (auditgraph.tools.registry) over the configured store, for the agents CLI, which
    calls ``close()`` when it is done with the tools."""

    def __init__(self, settings: Settings) -> None:
        from auditgraph.tools.registry import ToolBox

        self._ctx = _context(settings)
        self._tools = ToolBox(self._ctx.store, settings)

    def specs(self) -> list[dict]:
        return self._tools.specs()

    def call(self, name: str, arguments: dict) -> dict:
        return self._tools.call(name, arguments)

    def close(self) -> None:
        self._ctx.close()


def _make_toolbox() -> _GraphToolBox:
    return _GraphToolBox(_settings())


# `auditgraph audit`, `auditgraph eval` and `auditgraph eval-build` are top-level commands (no group name).
register_search_commands(app, _settings, _graph, _reported_errors)
app.add_typer(build_agents_app(_make_toolbox, _settings, open_graph=lambda: _context(_settings())))

# `auditgraph conformance`: XBRL US's published DQC results as a conformance set (auditgraph/cli_conformance.py).
from auditgraph.cli_conformance import conformance as _conformance  # noqa: E402

app.command("conformance")(_conformance)

# `auditgraph memo`, `ask`, `eval-memos`, `eval-ask` (auditgraph.cli_memos)
from auditgraph.cli_memos import register as _register_memo_commands  # noqa: E402

_register_memo_commands(app, _settings, _graph, _reported_errors)

def _register_subcommands() -> None:
    from auditgraph.cli_fetch import fetch_app
    from auditgraph.cli_filings import register
    from auditgraph.cli_storage import register as register_storage

    app.add_typer(fetch_app, name="fetch")
    register(app)
    register_storage(db_app)  # `db snapshot`


_register_subcommands()

from auditgraph.cli_export import export_app  # noqa: E402 - registered after the commands it reuses

app.add_typer(export_app, name="export")

from auditgraph.cli_plot import register as _register_plot  # noqa: E402 - `auditgraph plot` (auditgraph/cli_plot.py)

_register_plot(app)
