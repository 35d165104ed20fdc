// name: ingest.delete_filing_facts
// mode: write
// params: accession, limit
// returns: n
// Removes a filing's facts in bounded chunks (used to clean up an interrupted or replaced ingest).
MATCH (f:Fact {filing: $accession})
WITH f LIMIT $limit
DETACH DELETE f
RETURN count(*) AS n
