// name: api.concept_search
// mode: read
// params: q, sources, limit
// returns: qname, name, label, terse_label, period_type, balance, data_type, abstract, rank, reported
// Concepts whose QName, local name or a label contains $q (lower-cased by the caller), best matches first: exact
// name, a label equal to $q, name or label prefix, then anywhere. The labels are the taxonomy's and every label a
// loaded filing gives the concept (company_labels: "Total assets" is Apple's, Netflix's and Microsoft's label of
// us-gaap:Assets, whose standard label is "Assets"). Within a rank, concepts a loaded filing reports come first:
// the filings' own line items before captions no filing uses (the employee-benefit-plan taxonomy's Form 5500
// "Total Assets" caption). Only concepts of visible DTSs ($sources).
MATCH (c:Concept)
WHERE c.source IN $sources
  AND (toLower(c.qname) CONTAINS $q OR toLower(coalesce(c.label, '')) CONTAINS $q
       OR toLower(coalesce(c.terse_label, '')) CONTAINS $q
       OR any(x IN coalesce(c.company_labels, []) WHERE toLower(x) CONTAINS $q))
WITH c, [x IN [c.label, c.terse_label] + coalesce(c.company_labels, []) WHERE x IS NOT NULL | toLower(x)] AS labels
WITH c, CASE
         WHEN toLower(c.name) = $q OR toLower(c.qname) = $q THEN 0
         WHEN $q IN labels THEN 1
         WHEN toLower(c.name) STARTS WITH $q OR any(x IN labels WHERE x STARTS WITH $q) THEN 2
         ELSE 3
       END AS rank
WITH c, rank, size([(c)<-[:INSTANCE_OF]-(f:Fact) | f]) > 0 AS reported
RETURN c.qname AS qname, c.name AS name, c.label AS label, c.terse_label AS terse_label, c.period_type AS period_type,
       c.balance AS balance, c.data_type AS data_type, c.abstract AS abstract, rank, reported
ORDER BY rank, reported DESC, size(c.name), qname
LIMIT $limit
