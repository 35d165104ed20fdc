// name: rules.dqc_0070.concept_types
// mode: read
// params: concepts
// returns: qname, period_type, data_type, declared
// The period type and data type of a few concepts, where the graph holds their declaration (a concept known only
// from a locator has none).
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.period_type AS period_type, c.data_type AS data_type, c.declared AS declared
ORDER BY qname
