// name: retrieval.filing_concepts
// mode: read
// params: accession
// returns: qname, reported, statements
// The concepts a complete filing reports facts for, and the statements of the filing's own presentation
// roles each of its presented concepts sits on (reported=false: presented but without a fact).
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete'
RETURN DISTINCT f.concept AS qname, true AS reported, [] AS statements
UNION ALL
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (:Concept)-[e:PARENT_CHILD {source: $accession}]->(c:Concept)
MATCH (r:Role {uri: e.role})
WHERE r.statement IS NOT NULL
RETURN c.qname AS qname, false AS reported, collect(DISTINCT r.statement) AS statements
