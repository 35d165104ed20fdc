from auditgraph.cli.app import app

app()
