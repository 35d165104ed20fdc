"""`auditgraph memo ACCESSION` and `auditgraph ask QUESTION`: a thin shell over auditgraph.memos (their
evaluations are `auditgraph eval memos` and `eval ask`, in cli/evals.py)."""

from __future__ import annotations

import html
import json
import sys
from enum import Enum
from typing import Annotated, Any, Optional

import typer
from rich.console import Console

from auditgraph.cli.common import graph, reported_errors, settings, warm_search


class MemoFormat(str, Enum):
    md = "md"
    json = "json"
    html = "html"


class MemoBackend(str, Enum):
    offline = "offline"
    openai = "openai"


def memo_markdown(memo: Any) -> str:
    lines = [
        f"# Risk memo: {memo.company or memo.accession}",
        "",
        f"{memo.form or ''} {memo.accession}, period {memo.period}",
        "",
        memo.text,
        "",
        f"**Risk label:** {memo.risk.label}; policies {'hold' if memo.policy.passed else 'VIOLATED'}; "
        f"verification {memo.verification.status}",
        "",
        "| id | kind | name | value | formula | evidence |",
        "|---|---|---|---|---|---|",
    ]
    for c in memo.claims:
        lines.append(
            f"| {c.id} | {c.kind} | {c.name} | {c.rendered() if c.kind != 'label' else memo.risk.label} | "
            f"{c.formula or ''} | {'<br>'.join(c.evidence)} |"
        )
    for v in memo.policy.violations:
        lines.append(f"\n- violation {v.policy} on {v.subject}: {v.statement}")
    for u in memo.unavailable:
        lines.append(f"\n- not computed: {u.reason}")
    return "\n".join(lines) + "\n"


def memo_html(memo: Any) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(c.id)}</td><td>{c.kind}</td><td>{html.escape(c.name)}</td>"
        f"<td>{html.escape(c.rendered() if c.kind != 'label' else memo.risk.label)}</td>"
        f"<td><code>{html.escape(c.formula or '')}</code></td>"
        f"<td>{'<br>'.join(html.escape(k) for k in c.evidence)}</td></tr>"
        for c in memo.claims
    )
    paras = "".join(f"<p>{html.escape(p)}</p>" for p in memo.text.split("\n"))
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>Risk memo {html.escape(memo.accession)}</title>"
        f"</head><body><h1>Risk memo: {html.escape(memo.company or memo.accession)}</h1>{paras}"
        f"<p>Risk label: <b>{html.escape(memo.risk.label)}</b>; policies "
        f"{'hold' if memo.policy.passed else 'violated'}</p><table><tr><th>id</th><th>kind</th><th>name</th>"
        f"<th>value</th><th>formula</th><th>evidence</th></tr>{rows}</table></body></html>\n"
    )


def register(app: typer.Typer) -> None:
    @app.command("memo")
    def memo(
        accession: Annotated[str, typer.Argument(help="Accession of a loaded filing or SEC data-set submission")],
        fmt: Annotated[MemoFormat, typer.Option("--format", "-f", help="md | json | html")] = MemoFormat.md,
        backend: Annotated[
            Optional[MemoBackend],
            typer.Option(
                "--backend",
                help="offline (template) or openai (prose around claim placeholders); default: openai when "
                "AUDITGRAPH_LLM_API_KEY is set",
            ),
        ] = None,
    ) -> None:
        """A risk memo whose every number is a verified claim (formula + fact keys), with the risk label,
        DQC flags and the z3 policy check. Exit 0: policies hold; 1: a policy is violated; 2: input error."""
        from auditgraph.memos.service import memo_service

        s = settings()
        with reported_errors():
            with graph(s) as store:
                warm_search(store, s)
                result = memo_service(store, s, backend=backend.value if backend else None).memo(accession)
        if fmt == MemoFormat.json:
            sys.stdout.write(json.dumps(result.model_dump(mode="json"), sort_keys=True, indent=2) + "\n")
        elif fmt == MemoFormat.html:
            sys.stdout.write(memo_html(result))
        else:
            sys.stdout.write(memo_markdown(result))
        if not result.policy.passed:
            raise typer.Exit(1)

    @app.command("ask")
    def ask_command(
        question: Annotated[
            str, typer.Argument(help="e.g. \"What was Apple's operating cash flow margin in fiscal 2023?\"")
        ],
        accession: Annotated[Optional[str], typer.Option("--accession", help="answer from this filing")] = None,
        as_json: Annotated[bool, typer.Option("--json")] = False,
    ) -> None:
        """Answer a question from the graph: value, unit, evidence keys, formula; `not_found` (exit 1) with what
        is available when it cannot be grounded."""
        from auditgraph.memos.ask import ask
        from auditgraph.memos.service import intent_parser

        s = settings()
        with reported_errors():
            with graph(s) as store:
                warm_search(store, s)
                answer = ask(store, question, accession=accession, parser=intent_parser(s))
        if as_json:
            sys.stdout.write(
                json.dumps(
                    answer.model_dump(mode="json", exclude={"claims", "policy"})
                    | {"policy_passed": answer.policy.passed if answer.policy else None},
                    sort_keys=True,
                    indent=2,
                )
                + "\n"
            )
        else:
            Console().print(answer.answer)
            for key in answer.evidence:
                Console().print(f"  evidence {key}")
            if answer.formula:
                Console().print(f"  formula {answer.formula}")
            for option in answer.available:
                Console().print(f"  available {option}")
        if answer.status != "ok":
            raise typer.Exit(1)
