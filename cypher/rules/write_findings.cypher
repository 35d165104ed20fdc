// name: rules.write_findings
// mode: write
// params: rows
// returns: n
// Findings become nodes so analysts can query them in Neo4j Browser: (:Finding)-[:ABOUT]->(:Fact).
UNWIND $rows AS r
MERGE (x:Finding {id: r.id})
SET x += r.props
WITH x, r
MATCH (f:Fact {key: r.fact_key})
MERGE (x)-[:ABOUT]->(f)
RETURN count(x) AS n
