// name: ingest.link_fact_units
// mode: write
// params: rows
// returns: n
UNWIND $rows AS r
MATCH (f:Fact {key: r.key})
MATCH (u:Unit {key: r.unit_key})
MERGE (f)-[:MEASURED_IN]->(u)
RETURN count(f) AS n
