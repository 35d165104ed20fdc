// name: ingest.delete_filing_units
// mode: write
// params: accession, limit
// returns: n
MATCH (u:Unit {filing: $accession})
WITH u LIMIT $limit
DETACH DELETE u
RETURN count(*) AS n
