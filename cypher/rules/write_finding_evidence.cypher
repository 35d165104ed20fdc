// name: rules.write_finding_evidence
// mode: write
// params: rows
// returns: n
UNWIND $rows AS r
MATCH (x:Finding {id: r.id})
MATCH (f:Fact {key: r.key})
MERGE (x)-[e:EVIDENCE]->(f)
SET e.weight = r.weight
RETURN count(e) AS n
