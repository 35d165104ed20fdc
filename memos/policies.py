"""Policies as hard constraints: SMT-LIB 2 files (``memos/policies/*.smt2``) checked with z3.

Each file starts with ``; id:``, ``; policy:`` (one natural-language line) and ``; scope:`` (memo, claim,
evidence, trend or label), declares the constants the checker binds and defines ``holds``. For every
instance of its scope (the memo once, each claim, each cited fact, each trend, the label) the checker
binds the constants to the memo's values and asks z3 whether ``(not holds)`` is satisfiable: sat is a
violation (reported with the policy id and the values), unsat means the policy holds. An instance that
does not bind every constant the policy declares is not applicable to it (e.g. the identity without
a reported LiabilitiesAndStockholdersEquity).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from importlib import resources
from typing import Any

from pydantic import BaseModel

from auditgraph.errors import InputError

_HEADER = re.compile(r"^;\s*(id|policy|scope)\s*:\s*(.+?)\s*$")
SCOPES = ("memo", "claim", "evidence", "trend", "label", "intent")


class Violation(BaseModel):
    policy: str
    statement: str
    subject: str
    values: dict[str, Any]


class PolicyResult(BaseModel):
    passed: bool
    checked: int
    violations: list[Violation]
    policies: list[str]


@dataclass
class Policy:
    id: str
    statement: str
    scope: str
    path: str
    consts: dict[str, str]  # name -> SMT-LIB sort (Real, Int, Bool, String)
    body: str  # the file without comments and without its declare-const lines
    template: str  # body with every constant and defined name marked ``name@@`` for renaming

    def applies(self, bindings: dict[str, Any]) -> bool:
        return all(name in bindings for name in self.consts)

    def instance(self, n: int, bindings: dict[str, Any]) -> str:
        """The policy for one instance: every name suffixed ``__n``, each constant defined as its bound value
        (so ``holds__n`` is a closed term), and ``viol__n`` = ``(not holds__n)``."""
        lines = [
            f"(define-fun {name}__{n} () {sort} {smt_literal(bindings[name], sort)})"
            for name, sort in self.consts.items()
        ]
        lines.append(self.template.replace("@@", f"__{n}"))
        lines.append(f"(define-fun viol__{n} () Bool (not holds__{n}))")
        return "\n".join(lines)


def smt_literal(value: Any, sort: str) -> str:
    """A Python value (or an SMT-LIB term given as SmtTerm) as an SMT-LIB literal of ``sort``."""
    if isinstance(value, SmtTerm):
        return value.text
    if sort == "Bool":
        return "true" if value else "false"
    if sort == "String":
        return '"' + str(value).replace('"', '""') + '"'
    if sort == "Int":
        v = int(value)
        return str(v) if v >= 0 else f"(- {-v})"
    return real_literal(value)


def real_literal(value: Any) -> str:
    frac = Fraction(str(value)) if isinstance(value, float) else Fraction(value)
    text = f"{abs(frac.numerator)}.0" if frac.denominator == 1 else f"(/ {abs(frac.numerator)}.0 {frac.denominator}.0)"
    return f"(- {text})" if frac < 0 else text


@dataclass(frozen=True)
class SmtTerm:
    """An SMT-LIB term bound to a constant as it is (e.g. a claim's formula over its cited values)."""

    text: str


_DECLARE = re.compile(r"^\s*\(declare-const\s+([A-Za-z_][A-Za-z0-9_]*)\s+(Real|Int|Bool|String)\s*\)\s*$")
_DEFINE = re.compile(r"\(define-fun\s+([A-Za-z_][A-Za-z0-9_]*)\s")


def parse_policy(text: str, path: str) -> Policy:
    import z3

    header: dict[str, str] = {}
    consts: dict[str, str] = {}
    body_lines = []
    for line in text.splitlines():
        m = _HEADER.match(line)
        if m:
            header[m.group(1)] = m.group(2)
            continue
        d = _DECLARE.match(line)
        if d:
            consts[d.group(1)] = d.group(2)
            continue
        if line.strip().startswith(";") or not line.strip():
            continue
        body_lines.append(line)
    missing = [k for k in ("id", "policy", "scope") if k not in header]
    if missing:
        raise InputError(f"{path}: policy header lacks {', '.join(missing)}")
    if header["scope"] not in SCOPES:
        raise InputError(f"{path}: unknown scope '{header['scope']}' ({', '.join(SCOPES)})")
    body = "\n".join(body_lines)
    defined = _DEFINE.findall(body)
    if "holds" not in defined:
        raise InputError(f"{path}: defines no 'holds'")
    unused = sorted(c for c in consts if not re.search(r"(?<![A-Za-z0-9_])" + re.escape(c) + r"(?![A-Za-z0-9_])", body))
    if unused:
        raise InputError(f"{path}: declared but unused: {', '.join(unused)}")
    try:  # the file as written must be valid SMT-LIB 2 for z3 (in a context of its own: see PolicyChecker.check)
        z3.parse_smt2_string(text + "\n(assert (not holds))\n", ctx=z3.Context())
    except z3.Z3Exception as exc:
        raise InputError(f"{path}: not valid SMT-LIB 2: {exc}") from exc
    names = sorted(set(consts) | set(defined), key=len, reverse=True)
    rename = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, names)) + r")(?![A-Za-z0-9_])")
    return Policy(
        id=header["id"],
        statement=header["policy"],
        scope=header["scope"],
        path=path,
        consts=dict(sorted(consts.items())),
        body=body,
        template=rename.sub(r"\1@@", body),
    )


def load_policies() -> list[Policy]:
    """Every policy file shipped with the package, sorted by id (ids must be unique)."""
    root = resources.files("auditgraph.memos") / "policies"
    out = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".smt2"):
            out.append(parse_policy(entry.read_text(encoding="utf-8"), f"policies/{entry.name}"))
    ids = [p.id for p in out]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise InputError(f"duplicate policy ids: {', '.join(dupes)}")
    return sorted(out, key=lambda p: p.id)


class PolicyChecker:
    """Holds the parsed policies; ``check(instances)`` with instances = [(scope, subject, bindings)].

    All applicable (policy, instance) pairs of one memo go to z3 in one SMT-LIB script: each constant is
    defined as its bound value, so every ``(not holds__n)`` is a closed formula z3 reduces to true
    (violated) or false (holds); anything z3's simplifier leaves open is decided by its solver."""

    def __init__(self, policies: list[Policy] | None = None) -> None:
        self.policies = policies if policies is not None else load_policies()

    def check(self, instances: list[tuple[str, str, dict[str, Any]]]) -> PolicyResult:
        import z3  # here, not at import time: the API and the CLI start without loading the solver

        pairs: list[tuple[Policy, str, dict[str, Any]]] = []
        script: list[str] = []
        for policy in self.policies:
            for scope, subject, bindings in instances:
                if scope == policy.scope and policy.applies(bindings):
                    script.append(policy.instance(len(pairs), bindings))
                    pairs.append((policy, subject, bindings))
        violations = []
        # A z3 context is not thread-safe, and the module's default one is shared by every thread of the
        # process: eight API worker threads checking memos at once in it corrupted its term tables (wrong
        # assertion counts, then an abort or a segfault that ended the server). Each check gets its own.
        ctx = z3.Context()
        if pairs and _any_violated(script, len(pairs), ctx):
            negations = _parse(
                "\n".join(script) + "\n" + "\n".join(f"(assert viol__{n})" for n in range(len(pairs))), ctx
            )
            if len(negations) != len(pairs):
                raise InputError(
                    f"policy check: z3 read {len(negations)} assertions from {len(pairs)} policy instances"
                )
            for (policy, subject, bindings), negation in zip(pairs, negations):
                if _violated(negation):
                    shown = {
                        k: (v.text if isinstance(v, SmtTerm) else v)
                        for k, v in sorted(bindings.items())
                        if k in policy.consts
                    }
                    violations.append(
                        Violation(policy=policy.id, statement=policy.statement, subject=subject, values=shown)
                    )
        return PolicyResult(
            passed=not violations, checked=len(pairs), violations=violations, policies=[p.id for p in self.policies]
        )


def _parse(script: str, ctx: Any) -> Any:
    import z3

    try:
        return z3.parse_smt2_string(script, ctx=ctx)
    except z3.Z3Exception as exc:
        raise InputError(f"policy check: z3 refused the bound policies: {exc}") from exc


def _any_violated(script: list[str], n: int, ctx: Any) -> bool:
    """One question for the whole memo first: is any instance violated? (Usually not, and one closed
    formula is cheaper than one per instance.)"""
    anyone = _parse("\n".join(script) + "\n(assert (or " + " ".join(f"viol__{i}" for i in range(n)) + " false))", ctx)
    return _violated(anyone[0])


def _violated(negation: Any) -> bool:
    import z3

    reduced = z3.simplify(negation)
    if z3.is_true(reduced):
        return True
    if z3.is_false(reduced):
        return False
    solver = z3.Solver(ctx=reduced.ctx)  # the formula's own context, never the shared default
    solver.add(reduced)
    verdict = solver.check()
    if verdict == z3.unknown:
        raise InputError(f"policy check: z3 could not decide ({solver.reason_unknown()})")
    return verdict == z3.sat
