// name: memos.line_words
// mode: read
// params: -
// returns: qname, label, terse_label
// Every line item the graph knows (the taxonomy's elements and the loaded filers' own, not members, axes, domains
// or abstracts), with its labels: which words name a line anywhere, so that a question's word naming none can be
// told from one naming a line this filing does not report.
MATCH (c:Concept)
WHERE NOT c.qname ENDS WITH 'Member'
  AND NOT c.qname ENDS WITH 'Axis'
  AND NOT c.qname ENDS WITH 'Domain'
  AND NOT c.qname ENDS WITH 'Abstract'
  AND coalesce(c.abstract, false) = false
RETURN c.qname AS qname, c.label AS label, c.terse_label AS terse_label
ORDER BY qname
