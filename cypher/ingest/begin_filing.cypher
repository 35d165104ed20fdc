// name: ingest.begin_filing
// mode: write
// params: accession, sha256
// returns: accession, status
// Marks a filing as loading; readers only see filings whose status is 'complete'.
MERGE (f:Filing {accession: $accession})
SET f.status = 'loading', f.sha256 = $sha256
RETURN f.accession AS accession, f.status AS status
