// name: ingest.merge_facts
// mode: write
// params: rows, accession
// returns: n
// Facts with their bridge edge to the concept, context and unit. MERGE on the evidence key keeps re-ingest idempotent.
UNWIND $rows AS r
MATCH (fi:Filing {accession: $accession})
MATCH (c:Concept {qname: r.concept})
MATCH (cx:Context {key: r.context_key})
MERGE (f:Fact {key: r.key})
SET f += r.props, f.pending = true
MERGE (fi)-[:REPORTS]->(f)
MERGE (f)-[:INSTANCE_OF]->(c)
MERGE (f)-[:IN_CONTEXT]->(cx)
RETURN count(f) AS n
