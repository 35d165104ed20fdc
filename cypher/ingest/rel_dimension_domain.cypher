// name: ingest.rel_dimension_domain
// mode: write
// params: rows, source
// returns: n
// Effective DIMENSION_DOMAIN relationships of one DTS (taxonomy release or filing), keyed by role and source.
UNWIND $rows AS r
MATCH (p:Concept {qname: r.parent})
MATCH (c:Concept {qname: r.child})
MERGE (p)-[e:DIMENSION_DOMAIN {role: r.role, source: $source}]->(c)
SET e.order = r.order, e.usable = r.usable, e.target_role = r.target_role, e.pending = true
RETURN count(e) AS n
