// name: admin.filing_counts
// mode: read
// params: accession
// returns: facts, contexts, units, relationships
// What one filing put into the graph (used by tests and `auditgraph db status`).
OPTIONAL MATCH (f:Fact {filing: $accession})
WITH count(f) AS facts
OPTIONAL MATCH (c:Context {filing: $accession})
WITH facts, count(c) AS contexts
OPTIONAL MATCH (u:Unit {filing: $accession})
WITH facts, contexts, count(u) AS units
OPTIONAL MATCH ()-[e]->()
WHERE e.source = $accession
RETURN facts, contexts, units, count(e) AS relationships
