// name: ingest.reopen_filings
// mode: write
// params: accessions
// returns: n
// Takes back the 'complete' mark of filings whose completion could not be made durable: they become invisible
// again (status 'loading') and the next ingest cleans them up and redoes them.
UNWIND $accessions AS a
MATCH (f:Filing {accession: a})
SET f.status = 'loading'
RETURN count(f) AS n
