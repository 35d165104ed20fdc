"""`auditgraph search` and `auditgraph index`: concept search in an analyst's words (auditgraph.retrieval)."""

from __future__ import annotations

import json
from typing import Annotated, Optional

import typer
from rich.table import Table

from auditgraph.cli.common import (
    graph,
    out,
    print_index_report,
    reported_errors,
    search_embedder,
    settings,
    warm_search,
)


def register(app: typer.Typer) -> None:
    """Add `search` and `index` to the main app."""

    @app.command("search")
    def search_command(
        query: Annotated[
            str, typer.Argument(help="What to look for, in your words: 'capex', 'total revenue', 'diluted EPS'")
        ],
        accession: Annotated[
            Optional[str], typer.Option(help="Search this filing's concepts and show its facts")
        ] = None,
        k: Annotated[int, typer.Option("--k", min=1, max=100, help="How many concepts")] = 10,
        statement: Annotated[
            Optional[str], typer.Option(help="Only concepts presented on BS, IS, CF, EQ or CI")
        ] = None,
        reported_only: Annotated[
            bool, typer.Option("--reported-only", help="Only concepts the filing (or any filing) reports")
        ] = False,
        whole_taxonomy: Annotated[
            bool,
            typer.Option(
                "--whole-taxonomy",
                help="With --accession: rank the whole taxonomy "
                "by score (default: the filing's reported concepts first)",
            ),
        ] = False,
        as_json: Annotated[bool, typer.Option("--json", help='Print {"items": [...]} as the API returns it')] = False,
    ) -> None:
        """Find concepts by meaning: BM25 and sentence embeddings fused by reciprocal rank."""
        from auditgraph.retrieval import search

        s = settings()
        with reported_errors():
            with graph(s) as store:
                warm_search(store, s)
                hits = search(
                    store,
                    query,
                    k=k,
                    accession=accession,
                    statement=statement,
                    reported_only=reported_only,
                    whole_taxonomy=whole_taxonomy,
                )
        if as_json:
            out.print_json(json.dumps({"items": [h.model_dump(mode="json") for h in hits]}, sort_keys=True))
            return
        table = Table(title=f"concepts for '{query}'" + (f" in {accession}" if accession else ""))
        for col in ("#", "concept", "label", "score", "bm25", "dense", "value"):
            table.add_column(col, justify="right" if col in ("#", "score", "bm25", "dense", "value") else "left")
        for i, h in enumerate(hits, start=1):
            bm25, dense = h.sources.get("bm25"), h.sources.get("dense")
            fact = next((f for f in h.facts if not f.dims and f.value is not None), None)
            table.add_row(
                str(i),
                h.qname,
                h.label or "",
                f"{h.score:.4f}",
                str(bm25.rank) if bm25 else "–",
                str(dense.rank) if dense else "–",
                f"{fact.value:,.2f} {fact.unit or ''} @ {fact.period}" if fact else "",
            )
        out.print(table)

    @app.command("index")
    def index_command(
        full: Annotated[
            bool, typer.Option("--full", help="Re-embed every concept, not only new or changed ones")
        ] = False,
        everything: Annotated[
            bool,
            typer.Option(
                "--all",
                help="Embed every taxonomy concept, not only the loaded "
                "filings' (minutes: ingest leaves the rest to this)",
            ),
        ] = False,
        as_json: Annotated[bool, typer.Option("--json")] = False,
    ) -> None:
        """Bring the concept search index up to date (ingest does this already for the loaded filings'
        concepts; --all embeds the whole taxonomy too; incremental)."""
        from auditgraph.retrieval import update_index

        s = settings()
        with reported_errors():
            with graph(s) as store:
                report = update_index(
                    store, search_embedder(s), full=full, scope="all" if everything or full else "filings"
                )
        if as_json:
            out.print_json(json.dumps(report.to_dict(), sort_keys=True))
        else:
            print_index_report(report)
