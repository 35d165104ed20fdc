// name: ingest.complete_fsds_filings
// mode: write
// params: rows
// returns: n
// Marks data-set submissions complete (visible) with their fact counts, after their facts were written, and
// publishes their facts (pending = true until now) in the same statement.
UNWIND $rows AS r
MATCH (f:Filing {accession: r.accession})
SET f.status = 'complete', f.fact_count = CASE WHEN f.source = 'fsds' THEN r.fact_count ELSE f.fact_count END
WITH f
OPTIONAL MATCH (x:Fact {filing: f.accession})
SET x.pending = NULL
WITH f, count(x) AS facts
RETURN count(f) AS n
