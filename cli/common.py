"""What every command shares: the consoles, settings, the graph, error reporting, exit codes.

Imports no verb module (the verb modules import this one; ``cli.app`` assembles them), so the command line has
no import cycle. Exit codes: 0 success (no error findings), 1 findings, 2 usage or input error, 3 store
unavailable.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import typer
from rich.console import Console

from auditgraph.errors import AuditgraphError, NotFound, StoreUnavailable
from auditgraph.logs import configure_logging
from auditgraph.settings import Settings

if TYPE_CHECKING:
    from auditgraph.cypher.context import AppContext
    from auditgraph.retrieval.index import IndexReport
    from auditgraph.store.base import GraphStore

out = Console()
err = Console(stderr=True, soft_wrap=True)  # a refusal is one line, never wrapped at the terminal width


def settings() -> Settings:
    s = Settings()
    configure_logging(s.log_level)
    return s


def fail(exc: AuditgraphError) -> typer.Exit:
    """Print the error (and its detail) on stderr; the exit code for it."""
    err.print(f"[bold red]error:[/] {exc.message}")
    for k, v in sorted(exc.detail.items()):
        if k != "log":
            err.print(f"  {k}: {v}")
    return typer.Exit(3 if isinstance(exc, StoreUnavailable) else 2)


@contextmanager
def reported_errors() -> Iterator[None]:
    """Turn an auditgraph error into its message on stderr and the command's exit code."""
    try:
        yield
    except AuditgraphError as exc:
        raise fail(exc) from exc
    except OSError as exc:
        from auditgraph.diskspace import disk_full, is_no_space

        if not is_no_space(exc):
            raise
        raise fail(disk_full(exc.filename or "a file auditgraph writes", "writing it", exc.strerror.lower())) from exc


def context(s: Settings) -> AppContext:
    from auditgraph.cypher.context import build_context

    return build_context(s)


def graph_location(s: Settings) -> str:
    """Where the configured graph is, in the words of a message: the folder of the embedded graph, or the server."""
    uri = s.effective_graph_uri
    return f"the graph in {s.data_dir.expanduser().resolve()}" if uri == "embedded" else f"the graph at {uri}"


def require_graph(s: Settings) -> None:
    """A read command never creates a graph: an embedded data folder without one is said, naming the folder."""
    if s.effective_graph_uri != "embedded":
        return
    from auditgraph.store.embedded import EmbeddedServer

    if not EmbeddedServer(s.data_dir).has_graph():
        raise NotFound(
            f"no graph in {s.data_dir.expanduser().resolve()} yet: load one with `auditgraph ingest …` "
            "or `auditgraph demo`, or point AUDITGRAPH_DATA_DIR at the folder of your graph"
        )


@contextmanager
def graph(s: Settings, *, create: bool = False) -> Iterator[GraphStore]:
    """The configured graph store, closed when the command is done. Only commands that load something pass
    ``create=True``; the others refuse an empty data folder instead of starting a new graph in it."""
    if not create:
        require_graph(s)
    ctx = context(s)
    try:
        yield ctx.store
    finally:
        ctx.close()


def unknown_filing(accession: str, store: GraphStore) -> NotFound:
    """The error for an accession that is not loaded, naming the graph looked in and what it holds (so the next
    command can be right)."""
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete"]
    listing = "; ".join(f"{r['accession']} ({r['company'] or r['cik']}, {r['form']} {r['period_end']})" for r in rows)
    where = getattr(store, "location", store.backend).removeprefix("embedded:")
    return NotFound(
        f"filing {accession} is not loaded in {where}. Loaded filings: "
        f"{listing or 'none (auditgraph ingest filing PATH)'}"
    )


def complete_filings(store: GraphStore) -> list[str]:
    return [r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"]


def require_loaded(store: GraphStore, accession: str) -> None:
    if accession not in complete_filings(store):
        raise unknown_filing(accession, store)


def runs_warm(s: Settings) -> bool:
    """Commands share a warm server and embedding model: an embedded graph with an idle time."""
    return s.embedded_idle_s > 0 and s.effective_graph_uri == "embedded"


def search_embedder(s: Settings) -> Any:
    """The embedding service's client when commands run warm (an embedded graph with an idle time: see
    :func:`warm_search`), else None (the model loads in this process)."""
    if not runs_warm(s):
        return None
    from auditgraph.retrieval.service import ServiceEmbedder

    return ServiceEmbedder(s.data_dir, s.embedded_idle_s)


def warm_search(store: GraphStore, s: Settings) -> None:
    """Search in this command takes its query vectors from the embedding service of the graph's folder (started
    on first use, kept up for AUDITGRAPH_EMBEDDED_IDLE_S) instead of loading the model into a short-lived process,
    and keeps its corpus in the graph folder. With an idle time of 0, or a graph that is not embedded, the model
    loads here as before."""
    if not runs_warm(s):
        return
    from auditgraph.retrieval.hybrid import attach_embedder

    attach_embedder(store, lambda: search_embedder(s), cache_dir=s.data_dir / "search-cache")


def print_index_report(report: IndexReport, console: Console = out) -> None:
    rest = (
        f"; {report.words_only} more searchable by their words (`auditgraph index --all` embeds them)"
        if report.words_only
        else ""
    )
    console.print(
        f"[bold]search index[/]: {report.concepts} concepts, {report.embedded} embedded, "
        f"{report.unchanged} unchanged ({report.seconds:.1f}s, {report.model}){rest}"
    )


def update_search_index(store: GraphStore, s: Settings, as_json: bool = False) -> None:
    """Ingest keeps the concept search index current (incremental; AUDITGRAPH_SEARCH_INDEX=0 skips it)."""
    if s.search_index:
        from auditgraph.retrieval import update_index

        # The loaded filings' concepts by meaning, the rest of the taxonomy by words until `index --all`.
        print_index_report(update_index(store, search_embedder(s), scope="filings"), err if as_json else out)


class GraphToolBox:
    """The typed tools (auditgraph.tools.registry) over the configured store, for the agents' commands, which call
    ``close()`` when they are done with the tools."""

    def __init__(self, s: Settings) -> None:
        from auditgraph.tools.registry import ToolBox

        require_graph(s)
        self._ctx = context(s)
        warm_search(self._ctx.store, s)
        self._tools = ToolBox(self._ctx.store, s)

    def specs(self) -> list[dict]:
        return self._tools.specs()

    def call(self, name: str, arguments: dict) -> dict:
        return self._tools.call(name, arguments)

    def close(self) -> None:
        self._ctx.close()


def make_toolbox() -> GraphToolBox:
    return GraphToolBox(settings())


def open_context() -> Any:
    """An AppContext on the configured graph (for commands that load into the graph, e.g. `eval build`)."""
    return context(settings())


def deprecated_alias(old: str, new: str) -> None:
    """The one-line notice an old verb prints (on stderr) while it is kept for one release."""
    err.print(f"[yellow]note:[/] `auditgraph {old}` is now `auditgraph {new}`; the old name goes in the next release")
