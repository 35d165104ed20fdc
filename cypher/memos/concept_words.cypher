// name: memos.concept_words
// mode: read
// params: qnames
// returns: qname, label, terse_label, company_labels
// The labels of the given concepts (standard, terse, and every label the loaded filings give them): the words
// a question's measure and members are matched against.
UNWIND $qnames AS q
MATCH (c:Concept {qname: q})
RETURN c.qname AS qname, c.label AS label, c.terse_label AS terse_label, c.company_labels AS company_labels
ORDER BY qname
