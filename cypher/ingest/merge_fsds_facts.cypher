// name: ingest.merge_fsds_facts
// mode: write
// params: groups
// returns: n
// Facts of data-set submissions that already have facts in the graph (a reload, a rerun after an interrupted
// load, the same filing loaded from XBRL): merged on their key and left pending until
// ingest.complete_fsds_filings. Rows as in ingest.create_fsds_facts ({filing, cik, fact_count, facts}), the same
// properties set.
UNWIND $groups AS g
MATCH (fi:Filing {accession: g.filing})
UNWIND g.facts AS r
MATCH (c:Concept {qname: r.concept})
MERGE (f:Fact {key: r.key})
SET f += r, f.filing = g.filing, f.cik = g.cik, f.is_nil = false, f.numeric = true, f.source = 'fsds',
    f.period_type = CASE WHEN r.qtrs = 0 THEN 'instant' ELSE 'duration' END, f.dim_count = size(r.dims),
    f.pending = true
MERGE (fi)-[:REPORTS]->(f)
MERGE (f)-[:INSTANCE_OF]->(c)
RETURN count(f) AS n
