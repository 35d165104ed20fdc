// name: memos.filing_vocabulary
// mode: read
// params: accession
// returns: concept, label, terse_label, facts
// The concepts a complete filing reports consolidated numeric facts for, with their labels: the words a
// question can be matched against.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (f:Fact {filing: $accession})
WHERE coalesce(f.dim_count, 0) = 0 AND f.numeric = true
MATCH (c:Concept {qname: f.concept})
RETURN c.qname AS concept, c.label AS label, c.terse_label AS terse_label, count(f) AS facts
ORDER BY concept
