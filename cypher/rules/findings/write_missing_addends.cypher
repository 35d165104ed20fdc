// name: rules.findings.write_missing_addends
// mode: write
// params: rows
// returns: n
// (:Finding)-[:MISSING_ADDEND {weight}]->(:Concept): calculation children with no fact in the checked context.
UNWIND $rows AS r
MATCH (x:Finding {id: r.id})
MATCH (c:Concept {qname: r.concept})
MERGE (x)-[m:MISSING_ADDEND]->(c)
SET m.weight = r.weight
RETURN count(m) AS n
