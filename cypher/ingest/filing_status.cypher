// name: ingest.filing_status
// mode: read
// params: accession
// returns: accession, status, sha256, facts
MATCH (f:Filing {accession: $accession})
RETURN f.accession AS accession, f.status AS status, f.sha256 AS sha256, f.fact_count AS facts
