"""Deterministic rule engine (DESIGN §4): DQC.US.0015, 0117 and 0126 over named Cypher queries."""
