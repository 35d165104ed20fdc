// name: retrieval.reported_concepts
// mode: read
// params: -
// returns: qname
// Concepts that some complete filing reports a fact for.
MATCH (fi:Filing)-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete'
RETURN DISTINCT f.concept AS qname
ORDER BY qname
