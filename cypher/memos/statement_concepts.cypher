// name: memos.statement_concepts
// mode: read
// params: accession, concepts
// returns: concept, role
// The presentation roles of the filing's own linkbase that show each of the given concepts (classified
// into face statements by memos.statement_roles), so a ratio uses the revenue line the filing presents.
// No rows for an SEC data set or an instance without linkbases.
UNWIND $concepts AS q
MATCH (c:Concept {qname: q})<-[e:PARENT_CHILD]-(:Concept)
WHERE e.source = $accession
RETURN DISTINCT c.qname AS concept, e.role AS role
ORDER BY concept, role
