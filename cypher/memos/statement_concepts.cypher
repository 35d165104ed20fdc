// name: memos.statement_concepts
// mode: read
// params: accession, concepts
// returns: concept, statement
// Which of the given concepts the filing's own presentation linkbase shows on a face statement (income
// statement, balance sheet, cash flows), so a ratio uses the revenue line the filing presents. No rows
// for an SEC data set or an instance without linkbases.
UNWIND $concepts AS q
MATCH (c:Concept {qname: q})<-[e:PARENT_CHILD]-(:Concept)
WHERE e.source = $accession
MATCH (r:Role {uri: e.role})
WHERE r.statement IN ['IS', 'BS', 'CF'] AND coalesce(r.parenthetical, false) = false
RETURN DISTINCT c.qname AS concept, r.statement AS statement
ORDER BY concept, statement
