// name: ingest.create_facts
// mode: write
// params: rows, accession
// returns: n
// Facts of a filing that has none in the graph yet (ingest.filings_with_facts): created, not merged, with their
// bridge edges to the filing, concept and context, pending until ingest.complete_filing. MERGE would look for an
// existing INSTANCE_OF edge among every fact of the concept, a cost that grows with the graph; a new fact has none.
// The graph is the one ingest.merge_facts writes for the same rows.
UNWIND $rows AS r
MATCH (fi:Filing {accession: $accession})
MATCH (c:Concept {qname: r.concept})
MATCH (cx:Context {key: r.context_key})
CREATE (fi)-[:REPORTS]->(f:Fact)-[:INSTANCE_OF]->(c), (f)-[:IN_CONTEXT]->(cx)
SET f = r.props, f.pending = true
RETURN count(f) AS n
