// name: ingest.rel_calc
// mode: write
// params: rows, source
// returns: n
// Effective SUMMATION_ITEM relationships of one DTS (taxonomy release or filing), keyed by role and source.
UNWIND $rows AS r
MATCH (p:Concept {qname: r.parent})
MATCH (c:Concept {qname: r.child})
MERGE (p)-[e:SUMMATION_ITEM {role: r.role, source: $source}]->(c)
SET e.weight = r.weight, e.order = r.order, e.arcrole = r.arcrole, e.pending = true
RETURN count(e) AS n
