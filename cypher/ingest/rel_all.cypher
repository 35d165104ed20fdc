// name: ingest.rel_all
// mode: write
// params: rows, source
// returns: n
// Effective ALL relationships of one DTS (taxonomy release or filing), keyed by role and source.
UNWIND $rows AS r
MATCH (p:Concept {qname: r.parent})
MATCH (c:Concept {qname: r.child})
MERGE (p)-[e:ALL {role: r.role, source: $source}]->(c)
SET e.order = r.order, e.closed = r.closed, e.context_element = r.context_element, e.target_role = r.target_role, e.pending = true
RETURN count(e) AS n
