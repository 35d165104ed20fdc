// name: ingest.rule_arc_greater_than
// mode: write
// params: rows, taxonomy
// returns: n
// GREATER_THAN arcs of the DQC rules taxonomy between two concepts, keyed by the rule that states them.
UNWIND $rows AS r
MATCH (a:Concept {qname: r.source})
MATCH (b:Concept {qname: r.target})
MERGE (a)-[e:GREATER_THAN {rule: r.rule}]->(b)
SET e.order = r.order, e.source = $taxonomy
RETURN count(e) AS n
