"""`auditgraph export …`: the graph in other tools' formats."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from auditgraph.cli.common import graph, out, reported_errors, settings

export_app = typer.Typer(help="Export the graph (e.g. for neo4j-admin database import).", no_args_is_help=True)


@export_app.command("neo4j-import")
def export_neo4j_import_command(
    out_dir: Annotated[
        Path, typer.Argument(help="Folder for nodes_<Label>.csv, relationships_<TYPE>.csv and the import command")
    ],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Write the graph as node and relationship CSVs for `neo4j-admin database import full` (EDGAR-size backfills)."""
    from auditgraph.cypher.export_neo4j import export_neo4j_import

    s = settings()
    with reported_errors():
        with graph(s) as store:
            report = export_neo4j_import(store, out_dir)
    if as_json:
        out.print_json(
            json.dumps(
                {
                    "out_dir": report.out_dir,
                    "nodes": report.node_files,
                    "relationships": report.relationship_files,
                    "command": report.command,
                },
                sort_keys=True,
            )
        )
        return
    out.print(
        f"{sum(report.node_files.values())} nodes in {len(report.node_files)} files, "
        f"{sum(report.relationship_files.values())} relationships in {len(report.relationship_files)} files "
        f"written to {report.out_dir}"
    )
    out.print(f"import (Neo4j stopped): cd {report.out_dir} && sh neo4j-admin-import.sh")


def register(app: typer.Typer) -> None:
    app.add_typer(export_app, name="export")
