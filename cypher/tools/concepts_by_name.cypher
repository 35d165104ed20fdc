// name: tools.concepts_by_name
// mode: read
// params: name
// returns: qname, source
// Concepts with a local name (resolving a bare name such as 'Assets' to its QName).
MATCH (c:Concept {name: $name})
RETURN c.qname AS qname, c.source AS source
ORDER BY qname
