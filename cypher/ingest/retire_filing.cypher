// name: ingest.retire_filing
// mode: write
// params: accession, status
// returns: accession, status
// Takes a filing out of sight before anything of it is removed (status 'unloading' or 'replacing'; readers see
// only 'complete' filings): a removal cut short then leaves an invisible filing that the next ingest or unload
// finishes, never a filing still marked complete without its facts.
MATCH (f:Filing {accession: $accession})
SET f.status = $status
RETURN f.accession AS accession, f.status AS status
