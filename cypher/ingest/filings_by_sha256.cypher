// name: ingest.filings_by_sha256
// mode: read
// params: sha256
// returns: accession, status
// Filings loaded from the same instance bytes: one filing keeps one identity whatever folder it came from.
MATCH (f:Filing {sha256: $sha256})
RETURN f.accession AS accession, f.status AS status
ORDER BY accession
