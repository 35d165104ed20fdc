// name: rules.findings.write_about
// mode: write
// params: rows
// returns: n
// (:Finding)-[:ABOUT]->(:Fact): the reported fact the finding is about.
UNWIND $rows AS r
MATCH (x:Finding {id: r.id})
MATCH (f:Fact {key: r.key})
MERGE (x)-[:ABOUT]->(f)
RETURN count(f) AS n
