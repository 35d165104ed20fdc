"""Progress bars for long work: a rich bar on a terminal, silent otherwise."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def progress_bar(description: str, total: int, enabled: bool | None = None) -> Iterator[Callable[[int], None]]:
    show = sys.stderr.isatty() if enabled is None else enabled
    if not show or total <= 0:
        yield lambda n: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as progress:
        task = progress.add_task(description, total=total)
        yield lambda n: progress.advance(task, n)
