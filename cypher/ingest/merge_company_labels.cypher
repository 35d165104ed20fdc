// name: ingest.merge_company_labels
// mode: write
// params: rows
// returns: n
// Every English label a filing's label linkbase gives a concept (standard, terse, verbose, total, period
// start/end, negated …), added to the concept's company_labels without duplicates. Search reads them.
UNWIND $rows AS r
MATCH (c:Concept {qname: r.qname})
SET c.company_labels = [x IN coalesce(c.company_labels, []) WHERE NOT x IN r.labels] + r.labels
RETURN count(c) AS n
