"""`auditgraph audit`: a thin shell over agents.service (the agents' evaluation is `auditgraph eval agents`, in
cli/evals.py, which shares the options below).

The main CLI mounts the sub-app's command at top level with the real tools plugged in::

    app.add_typer(build_app(make_toolbox, load_settings))

``make_toolbox()`` returns a ToolBox (closed afterwards when it has ``close()``); ``settings_factory()``
returns settings with the LLM fields (see agents.service). Tests plug in doubles.

Exit codes follow the main CLI: 0 success (``audit``: verdict not a violation), 1 ``audit`` found a
violation, 2 usage, input or backend error, 3 store unavailable.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from pydantic import ValidationError
from rich.console import Console

from auditgraph.errors import AuditgraphError, NotFound, StoreUnavailable

if TYPE_CHECKING:  # the agents load when a command runs them, not with every command line
    from auditgraph.agents.protocol import AuditQuery, AuditResult
    from auditgraph.agents.toolbox import ToolBox


class BackendChoice(str, Enum):
    offline = "offline"
    openai = "openai"


BackendOption = Annotated[
    Optional[BackendChoice],
    typer.Option(
        "--backend",
        help="offline (deterministic policy) or openai (any OpenAI-compatible endpoint); "
        "default: openai when AUDITGRAPH_LLM_API_KEY is set, else offline",
    ),
]
MaxSteps = Annotated[int, typer.Option("--max-steps", min=1, help="model turns per junior per round")]
MaxRounds = Annotated[int, typer.Option("--max-rounds", min=1, help="junior rounds before fusing anyway")]
AsJson = Annotated[bool, typer.Option("--json", help="print JSON instead of a table")]


def _close(toolbox: Any) -> None:
    close = getattr(toolbox, "close", None)
    if callable(close):
        close()


# `audit` exit codes: 0 consistent, 1 violation, 2 usage/input/backend error, 3 store unavailable,
# 4 not found (the filing does not report the queried fact; the message says what it does report).
EXIT_NOT_FOUND = 4


def _fail(exc: AuditgraphError) -> typer.Exit:
    typer.echo(f"error: {exc.message}", err=True)
    if isinstance(exc, StoreUnavailable):
        return typer.Exit(code=3)
    return typer.Exit(code=EXIT_NOT_FOUND if isinstance(exc, NotFound) else 2)


def _not_found_answer(query: AuditQuery, exc: NotFound) -> dict:
    """``audit --json`` for a fact the filing does not report: no verdict (no fact is not evidence of
    consistency), the reason, and what the filing does report instead (the reason names it)."""
    return {
        "status": "not_found",
        "query": {"accession": query.accession, "concept": query.concept, "period": query.period},
        "reason": exc.message,
        "detail": {k: v for k, v in sorted(exc.detail.items()) if v is not None},
    }


def _print_result(result: AuditResult, console: Console) -> None:
    console.print(f"[bold]{result.query.concept}[/bold] {result.query.period} in {result.query.accession}")
    from auditgraph.reports.findings import amount

    console.print(
        f"verdict: [bold]{result.verdict}[/bold]  reported: {amount(result.reported_value) or '-'}  "
        f"expected: {amount(result.expected_value) or '-'}"
    )
    console.print(
        f"rules: {', '.join(result.triggered_rules) or '-'}  τ={result.tau:.4f}  K={result.conflict:.4f}  "
        f"rounds={result.rounds}  steps={result.steps}  gate rejections={result.gate_rejections}"
    )
    for key in result.evidence:
        console.print(f"  evidence {key}")
    for role, report in sorted(result.reports.items()):
        if report is not None and report.rationale:
            console.print(f"{role}: {report.rationale}")
    console.print(f"run {result.run_id} ({result.backend}/{result.model}, status {result.status})")


def _open_toolbox(make_toolbox: Callable[[], ToolBox]) -> ToolBox:
    try:
        return make_toolbox()
    except AuditgraphError as exc:  # e.g. the store is unreachable
        raise _fail(exc) from exc


def build_app(make_toolbox: Callable[[], ToolBox], settings_factory: Callable[[], Any]) -> typer.Typer:
    app = typer.Typer(help="Audit agents: two juniors, a senior, fused verdicts.", no_args_is_help=True)

    @app.callback()
    def agents() -> None:
        """Audit agents: two juniors, a senior, fused verdicts (a group, so `audit` is named as on the main app)."""

    @app.command("audit")
    def audit(
        accession: Annotated[str, typer.Option("--accession", "--filing", help="filing accession number")],
        concept: Annotated[
            str,
            typer.Option(
                "--concept", help="qualified concept, e.g. us-gaap:Assets, or words ('total revenue') to search for"
            ),
        ],
        period: Annotated[str, typer.Option("--period", help="YYYYMMDD or YYYYMMDD-YYYYMMDD")],
        rule: Annotated[Optional[str], typer.Option("--rule", help="focus rule, e.g. DQC.US.0126")] = None,
        backend: BackendOption = None,
        max_steps: MaxSteps = 20,
        max_rounds: MaxRounds = 3,
        as_json: AsJson = False,
    ) -> None:
        """Audit one fact; appends the result to <runs_dir>/audits.jsonl with a trajectory sidecar.

        Exit 0: no violation, 1: violation, 2: usage, input or backend error, 3: store unavailable,
        4: not found (the filing does not report that fact; the message lists what it does report).
        """
        from auditgraph.agents.protocol import AuditQuery
        from auditgraph.agents.service import build_flow

        try:
            query = AuditQuery(accession=accession, concept=concept, period=period, rule=rule)
        except ValidationError as exc:
            from auditgraph.validation import describe

            typer.echo(f"error: {describe(exc)}", err=True)
            raise typer.Exit(code=2) from exc
        toolbox = _open_toolbox(make_toolbox)
        try:
            flow = build_flow(
                toolbox,
                settings_factory(),
                backend=backend.value if backend else None,
                max_steps=max_steps,
                max_rounds=max_rounds,
            )
            result = flow.run(query)
        except NotFound as exc:
            if as_json:  # the answer a script reads: on stdout, as JSON, like a verdict (exit code unchanged)
                sys.stdout.write(json.dumps(_not_found_answer(query, exc), indent=2, sort_keys=True) + "\n")
            raise _fail(exc) from exc
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            _close(toolbox)
        if as_json:
            sys.stdout.write(result.model_dump_json(indent=2) + "\n")
        else:
            _print_result(result, Console())
        if result.verdict == "violation":
            raise typer.Exit(code=1)

    return app


def register(app: typer.Typer, make_toolbox: Callable[[], ToolBox], settings_factory: Callable[[], Any]) -> None:
    """`auditgraph audit` as a top-level command of the main app."""
    app.registered_commands.extend(build_app(make_toolbox, settings_factory).registered_commands)
