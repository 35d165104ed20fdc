"""Audit agents (DESIGN §6): AuditFlow with two juniors and a senior, fusion, backends, evaluation.

Entry points: ``auditgraph.agents.protocol.AuditFlow`` (one audit), ``auditgraph.agents.service``
(flows built from settings, used by the CLI and the API), ``auditgraph.evals.agents`` (metrics
over FinMR-style cases) and ``auditgraph.agents.cli.build_app`` (the ``audit`` / ``eval`` commands).
Nothing is created at import time.
"""
