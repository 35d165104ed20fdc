// name: retrieval.filing_scope
// mode: read
// params: -
// returns: qname
// The concepts the loaded filings use: those a complete filing reports a fact for, and those its own presentation
// networks place on a statement (the line items around the reported ones). The search index embeds these first.
MATCH (fi:Filing)-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete'
RETURN DISTINCT f.concept AS qname
UNION
MATCH (fi:Filing)
WHERE fi.status = 'complete'
MATCH (:Concept)-[e:PARENT_CHILD]->(c:Concept)
WHERE e.source = fi.accession
MATCH (r:Role {uri: e.role})
WHERE r.statement IS NOT NULL
RETURN DISTINCT c.qname AS qname
