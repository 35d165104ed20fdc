from auditgraph.cli import app

app()
