// name: ingest.rel_hypercube_dimension
// mode: write
// params: rows, source
// returns: n
// Effective HYPERCUBE_DIMENSION relationships of one DTS (taxonomy release or filing), keyed by role and source.
UNWIND $rows AS r
MATCH (p:Concept {qname: r.parent})
MATCH (c:Concept {qname: r.child})
MERGE (p)-[e:HYPERCUBE_DIMENSION {role: r.role, source: $source}]->(c)
SET e.order = r.order, e.target_role = r.target_role, e.pending = true
RETURN count(e) AS n
