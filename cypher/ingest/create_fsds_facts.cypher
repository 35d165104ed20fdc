// name: ingest.create_fsds_facts
// mode: write
// params: groups
// returns: n
// Facts of data-set submissions that have none in the graph yet (ingest.filings_with_facts): created, not
// merged, with their REPORTS and INSTANCE_OF edges, and their filings marked complete with their fact counts in
// the same statement. Rows come as whole filings ({filing, cik, fact_count, facts}, see
// ingest.fsds.filing_batches); one statement is atomic, so a reader or a crash sees each filing either not yet
// there or whole, and the facts need no pending flag to clear afterwards. A row carries the fact's own fields;
// what its filing or its own fields determine is set here (ingest.fsds.fact_node_props lists the result). The
// graph is the one ingest.merge_fsds_facts and ingest.complete_fsds_filings write for the same rows.
UNWIND $groups AS g
MATCH (fi:Filing {accession: g.filing})
SET fi.status = 'complete',
    fi.fact_count = CASE WHEN fi.source = 'fsds' THEN g.fact_count ELSE fi.fact_count END
WITH fi, g
UNWIND g.facts AS r
MATCH (c:Concept {qname: r.concept})
CREATE (fi)-[:REPORTS]->(f:Fact)-[:INSTANCE_OF]->(c)
SET f = r, f.filing = g.filing, f.cik = g.cik, f.is_nil = false, f.numeric = true, f.source = 'fsds',
    f.period_type = CASE WHEN r.qtrs = 0 THEN 'instant' ELSE 'duration' END, f.dim_count = size(r.dims)
RETURN count(f) AS n
