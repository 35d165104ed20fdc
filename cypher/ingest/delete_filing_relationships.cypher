// name: ingest.delete_filing_relationships
// mode: write
// params: accession, limit
// returns: n
// The filing's own linkbase relationships carry source = accession.
MATCH ()-[e]->()
WHERE e.source = $accession
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
