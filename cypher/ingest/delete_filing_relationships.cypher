// name: ingest.delete_filing_relationships
// mode: write
// params: accession, limit
// returns: n
// The filing's own linkbase relationships carry source = accession: one branch per relationship type, each an
// index lookup on that type's `source` (one row per branch; the caller repeats while any branch deleted some).
MATCH ()-[e:ALL {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:DIMENSION_DEFAULT {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:DIMENSION_DOMAIN {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:DOMAIN_MEMBER {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:HYPERCUBE_DIMENSION {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:NOT_ALL {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:PARENT_CHILD {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
UNION ALL
MATCH ()-[e:SUMMATION_ITEM {source: $accession}]->()
WITH e LIMIT $limit
DELETE e
RETURN count(*) AS n
