"""auditgraph: XBRL filings as a verifiable knowledge graph."""

__version__ = "0.1.0"
