// name: ingest.delete_filing
// mode: write
// params: accession
// returns: n
// Removes the Filing node itself (after its facts, contexts, units, relationships and findings).
MATCH (f:Filing {accession: $accession})
DETACH DELETE f
RETURN count(*) AS n
