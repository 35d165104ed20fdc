// name: ingest.delete_filing_contexts
// mode: write
// params: accession, limit
// returns: n
MATCH (c:Context {filing: $accession})
WITH c LIMIT $limit
DETACH DELETE c
RETURN count(*) AS n
