// name: rules.common.namespaces
// mode: read
// params: concepts
// returns: qname, namespace
// The namespaces of a few concepts (a member is a base-taxonomy member when its namespace is a standard one).
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.namespace AS namespace
ORDER BY qname
