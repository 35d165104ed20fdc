// name: admin.filing_counts
// mode: read
// params: accession
// returns: facts, contexts, units, relationships
// What one filing put into the graph (used by tests and `auditgraph db status`). Relationships are counted per
// type through the relationship index on `source` (no scan of every edge).
OPTIONAL MATCH (f:Fact {filing: $accession})
WITH count(f) AS facts
OPTIONAL MATCH (c:Context {filing: $accession})
WITH facts, count(c) AS contexts
OPTIONAL MATCH (u:Unit {filing: $accession})
WITH facts, contexts, count(u) AS units
OPTIONAL MATCH ()-[e0:ALL {source: $accession}]->()
WITH facts, contexts, units, count(e0) AS r0
OPTIONAL MATCH ()-[e1:DIMENSION_DEFAULT {source: $accession}]->()
WITH facts, contexts, units, r0, count(e1) AS r1
OPTIONAL MATCH ()-[e2:DIMENSION_DOMAIN {source: $accession}]->()
WITH facts, contexts, units, r0, r1, count(e2) AS r2
OPTIONAL MATCH ()-[e3:DOMAIN_MEMBER {source: $accession}]->()
WITH facts, contexts, units, r0, r1, r2, count(e3) AS r3
OPTIONAL MATCH ()-[e4:HYPERCUBE_DIMENSION {source: $accession}]->()
WITH facts, contexts, units, r0, r1, r2, r3, count(e4) AS r4
OPTIONAL MATCH ()-[e5:NOT_ALL {source: $accession}]->()
WITH facts, contexts, units, r0, r1, r2, r3, r4, count(e5) AS r5
OPTIONAL MATCH ()-[e6:PARENT_CHILD {source: $accession}]->()
WITH facts, contexts, units, r0, r1, r2, r3, r4, r5, count(e6) AS r6
OPTIONAL MATCH ()-[e7:SUMMATION_ITEM {source: $accession}]->()
WITH facts, contexts, units, r0, r1, r2, r3, r4, r5, r6, count(e7) AS r7
RETURN facts, contexts, units, r0 + r1 + r2 + r3 + r4 + r5 + r6 + r7 AS relationships
