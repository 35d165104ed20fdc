// name: ingest.create_fsds_facts
// mode: write
// params: groups
// returns: n
// Facts of data-set submissions that have none in the graph yet (ingest.filings_with_facts): created, not
// merged, with their REPORTS and INSTANCE_OF edges, and pending until ingest.complete_fsds_filings. Rows come
// grouped by filing ({filing, facts: [props]}), so each filing is looked up once per group, not once per fact.
// The graph is the one ingest.merge_fsds_facts writes for the same rows.
UNWIND $groups AS g
MATCH (fi:Filing {accession: g.filing})
UNWIND g.facts AS r
MATCH (c:Concept {qname: r.concept})
CREATE (fi)-[:REPORTS]->(f:Fact)-[:INSTANCE_OF]->(c)
SET f = r, f.pending = true
RETURN count(f) AS n
