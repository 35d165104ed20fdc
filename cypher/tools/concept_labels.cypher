// name: tools.concept_labels
// mode: read
// params: qnames
// returns: qname, label, terse_label, period_type, balance, data_type, abstract
// Labels and types of a list of concepts (to describe related concepts in a tool's output).
UNWIND $qnames AS q
MATCH (c:Concept {qname: q})
RETURN c.qname AS qname, c.label AS label, c.terse_label AS terse_label, c.period_type AS period_type,
       c.balance AS balance, c.data_type AS data_type, c.abstract AS abstract
ORDER BY qname
