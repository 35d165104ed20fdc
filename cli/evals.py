"""`auditgraph eval …`: every evaluation, one verb each, over auditgraph.evals.

- `eval agents CASES.jsonl` — the audit agents on a seeded case set; `eval build OUT_DIR` makes the set;
- `eval ask [QUESTIONS]` — `ask` against gold answers read from the filings' XML;
- `eval memos` — memos for every loaded filing: exactness, citations, policies, latency;
- `eval conformance` — XBRL US's published DQC results through the rules in a temporary graph;
- `eval retrieval` — concept search recall and MRR on the hand-labelled phrase set;
- `eval calc11` — XBRL Calculations 1.1 cases concluded by the spec, XBRL.CALC11 and Arelle.

The verbs these replace (`eval CASES.jsonl`, `eval-build`, `eval-ask`, `eval-memos`, `conformance`) stay as hidden
aliases for one release and say so on stderr.
"""

from __future__ import annotations

import functools
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import click
import typer
from rich.console import Console
from rich.table import Table
from typer.core import TyperGroup

from auditgraph.cli.audit import AsJson, BackendOption, MaxRounds, MaxSteps, _close, _fail, _open_toolbox
from auditgraph.cli.common import deprecated_alias, graph, out, reported_errors, settings
from auditgraph.cli.memos import MemoBackend
from auditgraph.errors import AuditgraphError
from auditgraph.evals.caseset import CASES_FILE, DEFAULT_FOLDERS, Limits, build_case_set

if TYPE_CHECKING:
    from auditgraph.agents.toolbox import ToolBox

# old top-level verb -> its subcommand of `eval` (kept for one release)
ALIASES = {"eval-build": "build", "eval-ask": "ask", "eval-memos": "memos", "conformance": "conformance"}


class EvalGroup(TyperGroup):
    """`auditgraph eval CASES.jsonl`, the agents' evaluation before `eval` became a group, still runs it (one
    release), with a note on stderr."""

    def resolve_command(self, ctx: click.Context, args: list[str]) -> Any:
        if args and not args[0].startswith("-") and args[0] not in self.commands:
            deprecated_alias(f"eval {args[0]}", f"eval agents {args[0]}")
            args = ["agents", *args]
        return super().resolve_command(ctx, args)


def build_eval_app(
    make_toolbox: Callable[[], ToolBox], settings_factory: Callable[[], Any], open_graph: Callable[[], Any]
) -> typer.Typer:
    """The `eval` group. ``make_toolbox``/``settings_factory`` as for `audit` (cli/audit.py); ``open_graph()``
    returns an object with ``store`` and ``close()`` (an AppContext) for `eval build`, which loads the case set's
    filings into the graph."""
    app = typer.Typer(
        cls=EvalGroup,
        help="Evaluations: agents, answers, memos, DQC conformance, concept search.",
        no_args_is_help=True,
    )

    @app.command("agents")
    def eval_agents(
        cases_path: Annotated[
            Path,
            typer.Argument(
                metavar="CASES.jsonl", exists=True, dir_okay=False, help="FinMR-style cases, one JSON object per line"
            ),
        ],
        backend: BackendOption = None,
        max_steps: MaxSteps = 20,
        max_rounds: MaxRounds = 3,
        no_rule_hint: Annotated[
            bool, typer.Option("--no-rule-hint", help="do not tell the agents the case's rule")
        ] = False,
        out: Annotated[Optional[Path], typer.Option("--out", help="also write the metrics JSON here")] = None,
        as_json: AsJson = False,
    ) -> None:
        """The audit agents on a case set (`eval build` makes one): joint / verdict accuracy, error rates, steps,
        gate rejections and conflict."""
        from auditgraph.agents.service import build_flow
        from auditgraph.evals.agents import emit_metrics, evaluate, load_cases, render_metrics

        toolbox = _open_toolbox(make_toolbox)
        started = time.perf_counter()
        try:
            cases = load_cases(cases_path)
            settings = settings_factory()
            metrics = evaluate(
                cases,
                lambda: build_flow(
                    toolbox,
                    settings,
                    backend=backend.value if backend else None,
                    max_steps=max_steps,
                    max_rounds=max_rounds,
                ),
                use_rule_hint=not no_rule_hint,
            )
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            _close(toolbox)
        elapsed = time.perf_counter() - started
        # Timing goes to stderr, not into the metrics: they stay byte-identical from run to run.
        typer.echo(f"{metrics.n} cases in {elapsed:.1f} s ({elapsed / metrics.n:.2f} s per case)", err=True)
        emit_metrics(metrics, out, as_json, render_metrics)

    @app.command("build")
    def eval_build(
        out_dir: Annotated[
            Path,
            typer.Argument(
                metavar="OUT_DIR", file_okay=False, help="where the filing copies and cases.jsonl are written"
            ),
        ],
        filings: Annotated[
            Optional[list[str]],
            typer.Option(
                "--filing",
                "-f",
                help="shared filing folder to use (repeatable); default: " + ", ".join(DEFAULT_FOLDERS),
            ),
        ] = None,
        max_per_kind: Annotated[
            Optional[int],
            typer.Option("--max-per-kind", min=1, help="at most this many cases per filing, rule and kind"),
        ] = None,
        shared: Annotated[
            Optional[Path], typer.Option("--shared", help="shared data folder (default: AUDITGRAPH_SHARED_DATA)")
        ] = None,
        as_json: AsJson = False,
    ) -> None:
        """Build an evaluation case set: copy shared filings to OUT_DIR, seed DQC violations, load the
        copies into the graph and write OUT_DIR/cases.jsonl (gold values computed from the parsed copies).

        The copies keep their companies' CIKs; build and evaluate in a graph of their own
        (e.g. AUDITGRAPH_GRAPH_NAME=auditgraph_eval) so they stay out of the main graph's fact history."""
        settings = settings_factory()
        shared_data = Path(shared or settings.shared_data)
        try:
            graph = open_graph()
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        try:
            report = build_case_set(
                out_dir,
                graph.store,
                shared_data=shared_data,
                folders=tuple(filings) if filings else DEFAULT_FOLDERS,
                limits=Limits.capped(max_per_kind) if max_per_kind else None,
            )
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            graph.close()
        summary = {
            "out_dir": str(report.out_dir),
            "cases_file": str(report.out_dir / CASES_FILE),
            "cases": report.cases,
            "filings_loaded": report.filings,
            "by_rule_kind": report.by_rule_kind,
            "by_folder": report.by_folder,
        }
        if as_json:
            sys.stdout.write(json.dumps(summary, sort_keys=True, indent=2) + "\n")
            return
        console = Console()
        table = Table(title=f"{report.cases} cases, {report.filings} filing copies loaded")
        table.add_column("rule / kind")
        table.add_column("cases", justify="right")
        for key, n in report.by_rule_kind.items():
            table.add_row(key, str(n))
        for folder, n in report.by_folder.items():
            table.add_row(f"[dim]{folder}[/dim]", str(n))
        console.print(table)
        console.print(f"wrote {summary['cases_file']}; next: auditgraph eval agents {summary['cases_file']}")

    @app.command("memos")
    def eval_memos(
        accession: Annotated[
            Optional[list[str]], typer.Option("--accession", help="only these filings (repeatable)")
        ] = None,
        backend: Annotated[Optional[MemoBackend], typer.Option("--backend")] = None,
        warm_sample: Annotated[int, typer.Option("--warm-sample", min=1, help="memos timed again warm")] = 50,
        out: Annotated[Optional[Path], typer.Option("--out", help="also write the metrics JSON here")] = None,
        as_json: Annotated[bool, typer.Option("--json")] = False,
    ) -> None:
        """Memos for every loaded filing (XBRL and SEC data sets): numeric exactness, citation precision,
        claim error rate, policy violations, memos per second, warm latency."""
        from auditgraph.evals.agents import emit_metrics
        from auditgraph.evals.memos import evaluate_memos, render_memos
        from auditgraph.memos.service import memo_service

        s = settings()
        with reported_errors():
            with graph(s) as store:
                targets = accession or [r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"]
                metrics = evaluate_memos(
                    memo_service(store, s, backend=backend.value if backend else None),
                    sorted(targets),
                    warm_sample=warm_sample,
                )
        emit_metrics(metrics, out, as_json, render_memos)

    @app.command("ask")
    def eval_ask(
        questions: Annotated[
            Optional[Path],
            typer.Argument(
                help="question set (default: the bundled 180 questions; a file whose lines have a category is scored per category)"
            ),
        ] = None,
        out: Annotated[Optional[Path], typer.Option("--out", help="also write the metrics JSON here")] = None,
        as_json: Annotated[bool, typer.Option("--json")] = False,
    ) -> None:
        """Score `ask` on the question set whose gold answers are read from the shared filings' XML
        (load the shared filings first)."""
        from auditgraph.evals.agents import emit_metrics
        from auditgraph.evals.ask import evaluate_ask, load_questions, render_ask
        from auditgraph.evals.askscore import evaluate_free, filing_accessions, render_free
        from auditgraph.memos.ask import ask
        from auditgraph.memos.policies import PolicyChecker

        s = settings()
        with reported_errors():
            qs = load_questions(questions)
            checker = PolicyChecker()
            with graph(s) as store:
                if qs and "category" in qs[0]:  # a free-form set: per-category outcomes, each filing's accession
                    folders = filing_accessions(store, getattr(s, "shared_data", None))
                    free = evaluate_free(
                        qs,
                        lambda q, acc: ask(store, q, accession=acc, checker=checker).model_dump(mode="json"),
                        folders,
                    )
                    emit_metrics(free, out, as_json, render_free)
                    return
                metrics = evaluate_ask(qs, lambda q: ask(store, q, checker=checker).model_dump(mode="json"))
        emit_metrics(metrics, out, as_json, render_ask)

    @app.command("conformance")
    def conformance(
        cases_dir: Annotated[
            Optional[Path], typer.Argument(help="Case folder (default: tests/conformance/cases of this checkout)")
        ] = None,
        case: Annotated[Optional[list[str]], typer.Option("--case", help="Run only this case id (repeatable)")] = None,
        taxonomy: Annotated[
            Optional[Path],
            typer.Option(
                help="Taxonomy package to load first (the cases carry their own "
                "networks; a taxonomy only adds base concepts)"
            ),
        ] = None,
        fmt: Annotated[str, typer.Option("--format", help="table | json | markdown")] = "table",
        suite: Annotated[
            Optional[Path],
            typer.Option(
                help="XBRL US DQC conformance suite folder (default: <shared data>/dqc-suite; 'none' to skip it)"
            ),
        ] = None,
    ) -> None:
        """Run XBRL US's published DQC results (rebuilt as small cases) and every variation of XBRL US's DQC
        conformance suite through the rules in a temporary graph; suite variations are agree, disagree or superseded
        (with the rule change that supersedes them).

        Exit 0 when every case agrees, 1 when any disagrees, 2 on bad input, 3 when the graph cannot start.
        """
        from rich.table import Table

        from auditgraph.errors import InputError
        from auditgraph.evals.conformance import (
            default_cases_dir,
            load_cases,
            markdown_table,
            report_rows,
            run_conformance,
        )
        from auditgraph.evals.dqc_suite import default_rules_package, default_suite_dir, load_suite, run_suite
        from auditgraph.evals.dqc_suite import report_rows as suite_report_rows

        s = settings()
        with reported_errors():
            if fmt not in ("table", "json", "markdown"):
                raise InputError(f"unknown format '{fmt}'; use table, json or markdown")
            cases = load_cases(cases_dir or default_cases_dir(), only=case)
            report = run_conformance(cases, s, taxonomy=taxonomy)
            suite_report = None
            suite_dir = suite or default_suite_dir(s)
            if not case and str(suite) != "none" and suite_dir.is_dir():
                suite_report = run_suite(load_suite(suite_dir), s, default_rules_package(s))
        suite_ok = suite_report is None or all(r.verdict != "disagree" for r in suite_report.results)
        if fmt == "json":
            doc = report.to_dict()
            if suite_report is not None:
                doc["suite"] = suite_report.to_dict()
            out.print_json(json.dumps(doc, sort_keys=True))
        elif fmt == "markdown":
            typer.echo(markdown_table(report), nl=False)
            if suite_report is not None:
                typer.echo(f"\n{suite_report.summary()}")
        else:
            t = Table(title="DQC conformance (published XBRL US results)")
            for col in (
                "case",
                "verdict",
                "element id",
                "concept",
                "period",
                "XBRL US: reported → expected",
                "auditgraph",
                "note",
            ):
                t.add_column(col, overflow="fold")
            for row in report_rows(report):
                t.add_row(*row)
            out.print(t)
            out.print(report.summary())
            if suite_report is not None:
                st = Table(title="XBRL US DQC conformance suite")
                for col in ("variation", "verdict", "expected", "findings", "reason"):
                    st.add_column(col, overflow="fold")
                for srow in suite_report_rows(suite_report):
                    st.add_row(*srow)
                out.print(st)
                out.print(suite_report.summary())
        raise typer.Exit(0 if report.agreeing == len(report.results) and suite_ok else 1)

    @app.command("calc11")
    def eval_calc11(
        no_peer: Annotated[
            bool, typer.Option("--no-peer", help="auditgraph only, even where Arelle is installed")
        ] = False,
        filings: Annotated[
            Optional[list[Path]],
            typer.Option(
                "--filings",
                help="filing folders (or a folder of them, e.g. ../shared/data/filings) to compare XBRL.CALC11's "
                "inconsistencies with Arelle's on, through stand-in standard schemas; repeatable",
            ),
        ] = None,
        as_json: AsJson = False,
    ) -> None:
        """XBRL Calculations 1.1 beside its peer: the duplicate, context and excess-digit cases concluded by the
        spec, by XBRL.CALC11 and by Arelle (`--calc c11r`, offline; `pip install -e '.[bench]'`), or with
        `--filings` the inconsistencies both find on real filings. Exit 1 on any disagreement."""
        from auditgraph.evals.calc11 import evaluate_calc11

        if filings:
            _eval_calc11_filings(filings, as_json)
            return
        with reported_errors():
            report = evaluate_calc11(settings(), with_peer=not no_peer)
        if as_json:
            sys.stdout.write(json.dumps(report.to_dict(), sort_keys=True, indent=2) + "\n")
        else:
            table = Table(
                title="XBRL Calculations 1.1: the spec, auditgraph and "
                + ("Arelle" if report.peer else "no peer (arelle-release not installed)")
            )
            for col in ("period", "case", "spec", "auditgraph", "arelle"):
                table.add_column(col)
            for period, what, spec, ours, peer in report.rows:
                table.add_row(period, what, spec, ours, peer or "—")
            out.print(table)
            out.print(f"{report.agreeing}/{len(report.rows)} cases agree")
        if report.agreeing != len(report.rows):
            raise typer.Exit(1)

    def _eval_calc11_filings(paths: list[Path], as_json: bool) -> None:
        from auditgraph.evals.calc11_filings import evaluate_calc11_filings, shared_filings

        folders = []
        for p in paths:
            folders += [p] if any(p.glob("*.xml")) else shared_filings(p)
        with reported_errors():
            rows = evaluate_calc11_filings(settings(), folders)
        if as_json:
            sys.stdout.write(json.dumps([r.to_dict() for r in rows], sort_keys=True, indent=2) + "\n")
        else:
            table = Table(title="XBRL.CALC11 and Arelle (--calc c11r) on real filings: inconsistencies")
            for col in ("filing", "arelle", "auditgraph", "both", "values agree", "only arelle", "only auditgraph"):
                table.add_column(col)
            for r in rows:
                table.add_row(
                    r.folder, *(str(n) for n in (r.arelle, r.auditgraph, r.both, r.values_agree)),
                    str(len(r.only_arelle)), str(len(r.only_auditgraph)),
                )  # fmt: skip
                for k in r.only_arelle + r.only_auditgraph + r.value_differences:
                    out.print(f"  {r.folder}: {k}")
            out.print(table)
        if any(r.only_arelle or r.only_auditgraph or r.value_differences for r in rows):
            raise typer.Exit(1)

    @app.command("retrieval")
    def eval_retrieval(
        cases: Annotated[
            Optional[Path], typer.Argument(help="phrase set (default: the bundled hand-labelled set)")
        ] = None,
        accession: Annotated[
            Optional[list[str]], typer.Option("--accession", help="only these filings (repeatable)")
        ] = None,
        as_json: AsJson = False,
    ) -> None:
        """Concept search on the loaded graph: recall@1, recall@5 and MRR of BM25, dense and fused ranking, per
        filing (accession + reported only) and over the whole index."""
        from auditgraph.evals.retrieval import evaluate_retrieval
        from auditgraph.evals.retrieval import load_cases as load_phrases
        from auditgraph.retrieval import Retriever
        from auditgraph.retrieval.embedder import load_embedder

        s = settings()
        with reported_errors():
            phrases = load_phrases(cases)
            with graph(s) as store:
                targets = accession or [r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"]
                report = evaluate_retrieval(store, Retriever(store, load_embedder()), phrases, targets)
        if as_json:
            sys.stdout.write(json.dumps(report.to_dict(), sort_keys=True, indent=2) + "\n")
            return
        for table, _summary in report.tables():
            out.print(table)

    return app


def _aliased(old: str, new: str, callback: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(callback)
    def run(*args: Any, **kwargs: Any) -> Any:
        deprecated_alias(old, f"eval {new}")
        return callback(*args, **kwargs)

    return run


def register(
    app: typer.Typer,
    make_toolbox: Callable[[], ToolBox],
    settings_factory: Callable[[], Any],
    open_graph: Callable[[], Any],
) -> None:
    eval_app = build_eval_app(make_toolbox, settings_factory, open_graph)
    app.add_typer(eval_app, name="eval")
    for info in eval_app.registered_commands:
        old = next((o for o, new in ALIASES.items() if new == info.name), None)
        if old is not None and info.callback is not None:
            app.command(
                old, hidden=True, help=f"Now `auditgraph eval {info.name}` (this name goes in the next release)."
            )(_aliased(old, info.name, info.callback))
