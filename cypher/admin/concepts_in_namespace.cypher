// name: admin.concepts_in_namespace
// mode: read
// params: namespace
// returns: qname, name, data_type, declared
// The concepts of one namespace, whatever prefix they are keyed by (a concept's identity is its namespace).
MATCH (c:Concept)
WHERE c.namespace = $namespace
RETURN c.qname AS qname, c.name AS name, c.data_type AS data_type, c.declared AS declared
ORDER BY name, qname
