"""The `auditgraph` command line, assembled in one place: each verb group is a thin module over the library
(cli/<group>.py, sharing cli/common.py) that registers its commands here.

Exit codes: 0 success (no error findings), 1 findings, 2 usage or input error, 3 store unavailable
(`audit`: 4 not found).
"""

from __future__ import annotations

import typer

from auditgraph.cli import (
    audit,
    check,
    common,
    db,
    demo,
    evals,
    export,
    fetch,
    filings,
    ingest,
    memos,
    search,
    serve,
    statements,
)

app = typer.Typer(
    help="auditgraph: US-GAAP XBRL filings as a verifiable knowledge graph.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

# In the order `auditgraph --help` lists them: the daily jobs first.
demo.register(app)
ingest.register(app)
filings.register(app)
check.register(app)
audit.register(app, common.make_toolbox, common.settings)  # tests plug doubles into audit.build_app
statements.register(app)
search.register(app)
memos.register(app)
evals.register(app, common.make_toolbox, common.settings, common.open_context)
fetch.register(app)
export.register(app)
db.register(app)
serve.register(app)
