"""`auditgraph fetch filing|taxonomy|fsds`: download what users name from EDGAR and FASB (politely, cached,
resumable) and load it under its real identity."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Annotated, Optional

import typer

from auditgraph.cli.common import graph, out, reported_errors, settings

fetch_app = typer.Typer(
    help="Download filings, the US-GAAP taxonomy and SEC data sets, then load them.", no_args_is_help=True
)


def load_fetched_filing(fetched, *, replace: bool, settings) -> None:
    """Parse the downloaded folder under its EDGAR identity and load it; print what happened."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    parsed = parse_filing(fetched.folder, accession=fetched.accession, cik=fetched.cik)
    # The SEC's names fill what the document leaves out (older filings carry no dei:EntityRegistrantName).
    parsed = dataclasses.replace(
        parsed, company_name=parsed.company_name or fetched.company, ticker=parsed.ticker or fetched.ticker
    )
    with graph(settings, create=True) as store:
        report = load_filing(store, parsed, replace=replace)
    out.print(
        f"filing [bold]{report.accession}[/] {parsed.company_name} (CIK {parsed.cik}) {parsed.form} "
        f"{parsed.period_end}: {report.status}, {report.facts} facts"
    )
    out.print(f"next: auditgraph check {report.accession}")


def fetch_filing_url(url: str, *, replace: bool, settings) -> None:
    """`auditgraph ingest filing https://www.sec.gov/Archives/edgar/data/…`."""
    from auditgraph.ingest.edgar import client_for, fetch_filing, filing_from_url

    cik, accession = filing_from_url(url)
    with client_for(settings) as client:
        fetched = fetch_filing(client, settings, cik=cik, accession=accession)
    load_fetched_filing(fetched, replace=replace, settings=settings)


@fetch_app.command("filing")
def fetch_filing_cmd(
    ticker: Annotated[Optional[str], typer.Option(help="Ticker symbol, e.g. AAPL")] = None,
    cik: Annotated[Optional[str], typer.Option(help="Central Index Key, e.g. 320193")] = None,
    accession: Annotated[Optional[str], typer.Option(help="Accession number, e.g. 0000320193-23-000106")] = None,
    form: Annotated[str, typer.Option(help="Form type when choosing by year")] = "10-K",
    year: Annotated[Optional[int], typer.Option(help="Year the reporting period ends in (default: the newest)")] = None,
    load: Annotated[bool, typer.Option("--load/--no-load", help="Load into the graph after downloading")] = True,
    replace: Annotated[bool, typer.Option("--replace", help="Replace a loaded filing whose content changed")] = False,
) -> None:
    """Download one filing's XBRL documents from EDGAR (AUDITGRAPH_SEC_USER_AGENT required) and load it."""
    from auditgraph.ingest.edgar import client_for, fetch_filing

    s = settings()
    with reported_errors():
        with client_for(s) as client:
            fetched = fetch_filing(client, s, ticker=ticker, cik=cik, accession=accession, form=form, year=year)
        fresh = sum(1 for d in fetched.documents if not d.from_cache)
        out.print(
            f"fetched {fetched.accession} ({fetched.company}, CIK {fetched.cik}): {len(fetched.documents)} "
            f"documents, {fresh} downloaded, {len(fetched.documents) - fresh} unchanged in {fetched.folder}"
        )
        if load:
            load_fetched_filing(fetched, replace=replace, settings=s)


@fetch_app.command("taxonomy")
def fetch_taxonomy_cmd(
    name: Annotated[str, typer.Argument(help="Taxonomy family (us-gaap)")],
    year: Annotated[int, typer.Argument(help="Release year, e.g. 2024")],
    load: Annotated[bool, typer.Option("--load/--no-load", help="Load into the graph after downloading")] = True,
) -> None:
    """Download a US-GAAP taxonomy package from FASB, record its SHA-256 beside it, and load it."""
    from auditgraph.ingest.edgar import client_for, record_checksum, taxonomy_url

    s = settings()
    with reported_errors():
        url = taxonomy_url(s, name, year)
        with client_for(s) as client:
            fetched = client.fetch(url)
        sums = record_checksum(fetched)
        out.print(f"fetched {url}: {fetched.size:,} bytes, sha256 {fetched.sha256} (recorded in {sums})")
        if load:
            from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

            parsed = parse_taxonomy(fetched.path)
            with graph(s, create=True) as store:
                rep = load_taxonomy(store, parsed)
            out.print(
                f"taxonomy [bold]{rep['taxonomy']}[/]: {rep['status']}, {rep['concepts']} concepts, "
                f"{rep['relationships']} relationships"
            )


@fetch_app.command("fsds")
def fetch_fsds_cmd(
    quarter: Annotated[str, typer.Argument(help="Data-set quarter, e.g. 2024q1")],
    adsh: Annotated[Optional[str], typer.Option(help="Load only this accession")] = None,
    load: Annotated[bool, typer.Option("--load/--no-load", help="Load into the graph after downloading")] = True,
) -> None:
    """Download a quarter of the SEC's Financial Statement Data Sets, record its SHA-256, and load it."""
    from auditgraph.ingest.edgar import client_for, fsds_url, record_checksum

    s = settings()
    with reported_errors():
        url = fsds_url(s, quarter)
        with client_for(s) as client:
            fetched = client.fetch(url)
        sums = record_checksum(fetched)
        out.print(f"fetched {url}: {fetched.size:,} bytes, sha256 {fetched.sha256} (recorded in {sums})")
        if load:
            from auditgraph.ingest.fsds import load_dataset, read_dataset

            ds = read_dataset(Path(fetched.path), adsh)
            with graph(s, create=True) as store:
                rep = load_dataset(store, ds)
            out.print(f"loaded {rep['filings']} submissions, {rep['facts']} facts")


def register(app: typer.Typer) -> None:
    app.add_typer(fetch_app, name="fetch")
