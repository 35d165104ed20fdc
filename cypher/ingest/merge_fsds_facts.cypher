// name: ingest.merge_fsds_facts
// mode: write
// params: rows
// returns: n
UNWIND $rows AS r
MATCH (fi:Filing {accession: r.props.filing})
MATCH (c:Concept {qname: r.concept})
MERGE (f:Fact {key: r.key})
SET f += r.props, f.pending = true
MERGE (fi)-[:REPORTS]->(f)
MERGE (f)-[:INSTANCE_OF]->(c)
RETURN count(f) AS n
