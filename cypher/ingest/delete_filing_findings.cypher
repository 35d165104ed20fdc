// name: ingest.delete_filing_findings
// mode: write
// params: accession, limit
// returns: n
MATCH (x:Finding {filing: $accession})
WITH x LIMIT $limit
DETACH DELETE x
RETURN count(*) AS n
