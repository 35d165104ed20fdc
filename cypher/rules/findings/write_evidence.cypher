// name: rules.findings.write_evidence
// mode: write
// params: rows
// returns: n
// (:Finding)-[:EVIDENCE {weight, member, position}]->(:Fact): each contributor (addend or member) of the check.
UNWIND $rows AS r
MATCH (x:Finding {id: r.id})
MATCH (f:Fact {key: r.key})
MERGE (x)-[e:EVIDENCE]->(f)
SET e.weight = r.weight, e.member = r.member, e.position = r.position
RETURN count(e) AS n
