// name: rules.dqc_0099.concepts
// mode: read
// params: concepts
// returns: qname, namespace, data_type, period_type, abstract
// What the graph declares of the concepts a statement presents: whether each is monetary (data type) and its period
// type (both null when only a locator names the concept and its schema is not in the graph).
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.namespace AS namespace, c.data_type AS data_type, c.period_type AS period_type,
       c.abstract AS abstract
ORDER BY qname
