// name: rules.dqc_0084.concepts
// mode: read
// params: concepts
// returns: qname, namespace, data_type, declared
// Namespace (base or extension), data type and whether the declaration is in the graph, for a few concepts.
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.namespace AS namespace, c.data_type AS data_type, c.declared AS declared
ORDER BY qname
