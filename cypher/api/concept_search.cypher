// name: api.concept_search
// mode: read
// params: q, sources, limit
// returns: qname, name, label, terse_label, period_type, balance, data_type, abstract, rank
// Concepts whose QName, local name or label contains $q (lower-cased by the caller), best matches first:
// exact name, name prefix, label prefix, then anywhere. Only concepts of visible DTSs ($sources).
MATCH (c:Concept)
WHERE c.source IN $sources
  AND (toLower(c.qname) CONTAINS $q OR toLower(coalesce(c.label, '')) CONTAINS $q
       OR toLower(coalesce(c.terse_label, '')) CONTAINS $q)
WITH c, CASE
         WHEN toLower(c.name) = $q OR toLower(c.qname) = $q THEN 0
         WHEN toLower(c.name) STARTS WITH $q THEN 1
         WHEN toLower(coalesce(c.label, '')) STARTS WITH $q OR toLower(coalesce(c.terse_label, '')) STARTS WITH $q THEN 2
         ELSE 3
       END AS rank
RETURN c.qname AS qname, c.name AS name, c.label AS label, c.terse_label AS terse_label, c.period_type AS period_type,
       c.balance AS balance, c.data_type AS data_type, c.abstract AS abstract, rank
ORDER BY rank, size(c.name), qname
LIMIT $limit
