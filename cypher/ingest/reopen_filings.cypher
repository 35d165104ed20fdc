// name: ingest.reopen_filings
// mode: write
// params: accessions
// returns: n
// Takes back the 'complete' mark of filings whose completion could not be made durable: they become invisible
// again (status 'loading', their facts pending) and the next ingest cleans them up and redoes them.
UNWIND $accessions AS a
MATCH (f:Filing {accession: a})
SET f.status = 'loading'
WITH f
OPTIONAL MATCH (x:Fact {filing: f.accession})
SET x.pending = true
WITH DISTINCT f
RETURN count(f) AS n
