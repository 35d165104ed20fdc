// name: ingest.merge_contexts
// mode: write
// params: rows, accession
// returns: n
UNWIND $rows AS r
MERGE (c:Context {key: r.key})
SET c.id = r.id, c.filing = $accession, c.entity = r.entity, c.period_type = r.period_type,
    c.start = r.start, c.end = r.end, c.instant = r.instant, c.period = r.period, c.dims = r.dims, c.pending = true
RETURN count(c) AS n
