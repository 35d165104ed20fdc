"""Claim formulas: arithmetic over ``e0, e1, …`` (the cited facts' values, in order).

A formula is parsed with :mod:`ast` and only ``+ - * /``, unary minus, ``abs(x)``, numeric literals and the
names ``e0``…``eN`` are accepted; anything else (calls, attributes, subscripts, comparisons, other names) is
refused before evaluation, so a formula coming back from a client or a model never runs code.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TypeVar

from auditgraph.errors import InputError

_EVIDENCE_NAME = re.compile(r"^e(0|[1-9][0-9]*)$")
_MAX_LENGTH = 400

T = TypeVar("T")


@functools.lru_cache(maxsize=1024)
def parse(formula: str) -> ast.Expression:
    """The checked syntax tree of ``formula``; InputError naming the first refused element."""
    if not isinstance(formula, str) or not formula.strip() or len(formula) > _MAX_LENGTH:
        raise InputError(f"formula must be a non-empty expression of at most {_MAX_LENGTH} characters")
    try:
        tree = ast.parse(formula, mode="eval")
    except SyntaxError as exc:
        raise InputError(f"formula '{formula}' is not an arithmetic expression: {exc.msg}") from exc
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Load)):
            continue
        if isinstance(node, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UAdd)):
            continue
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            continue
        if isinstance(node, ast.Name) and _EVIDENCE_NAME.match(node.id) and id(node) not in called:
            continue
        if isinstance(node, ast.Name) and node.id == "abs" and id(node) in called:
            continue
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "abs"
            and len(node.args) == 1
            and not node.keywords
        ):
            continue
        raise InputError(
            f"formula '{formula}' uses {type(node).__name__}"
            f"{' ' + node.id if isinstance(node, ast.Name) else ''}: only + - * /, abs(), numbers and e0..eN"
        )
    return tree


def evidence_indices(formula: str) -> list[int]:
    """The evidence positions a formula reads, sorted."""
    return sorted({int(n.id[1:]) for n in ast.walk(parse(formula)) if isinstance(n, ast.Name) and n.id != "abs"})


def fold(
    tree: ast.Expression, leaf: Callable[[float | int], T], var: Callable[[int], T], absolute: Callable[[T], T]
) -> T:
    def walk(node: ast.AST) -> T:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant):
            return leaf(node.value)
        if isinstance(node, ast.Name):
            return var(int(node.id[1:]))
        if isinstance(node, ast.UnaryOp):
            v = walk(node.operand)
            return -v if isinstance(node.op, ast.USub) else v  # type: ignore[operator]
        if isinstance(node, ast.Call):
            return absolute(walk(node.args[0]))
        if isinstance(node, ast.BinOp):
            a, b = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Add):
                return a + b  # type: ignore[operator]
            if isinstance(node.op, ast.Sub):
                return a - b  # type: ignore[operator]
            if isinstance(node.op, ast.Mult):
                return a * b  # type: ignore[operator]
            return a / b  # type: ignore[operator]
        raise InputError(f"unexpected formula element {type(node).__name__}")  # parse() refused it already

    return walk(tree)


def _bound(values: Sequence[object], i: int, formula: str) -> object:
    if i >= len(values):
        raise InputError(f"formula '{formula}' reads e{i} but the claim cites {len(values)} fact(s)")
    return values[i]


def evaluate(formula: str, values: Sequence[float]) -> float:
    """The formula's value over the evidence values (floats). ZeroDivisionError is an InputError."""
    tree = parse(formula)
    exact = evaluate_exact_tree(tree, [Fraction(str(v)) for v in values], formula)
    return float(exact)


def evaluate_exact_tree(tree: ast.Expression, values: Sequence[Fraction], formula: str) -> Fraction:
    try:
        return fold(tree, lambda c: Fraction(str(c)), lambda i: _bound(values, i, formula), abs)  # type: ignore[arg-type,return-value]
    except ZeroDivisionError as exc:
        raise InputError(f"formula '{formula}' divides by zero on the cited values") from exc


def to_z3(formula: str, values: Sequence[float], ctx):  # -> z3.ArithRef
    """The formula as an exact z3 real term over the evidence values, in the caller's own z3 context (a context
    is not thread-safe; the policy checker makes one per check)."""
    import z3

    def absolute(x):
        return z3.If(x >= 0, x, -x, ctx=ctx)

    tree = parse(formula)
    return fold(
        tree,
        lambda c: z3.RealVal(str(c), ctx=ctx),
        lambda i: z3.RealVal(str(Fraction(str(_bound(values, i, formula)))), ctx=ctx),
        absolute,
    )
