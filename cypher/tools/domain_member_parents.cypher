// name: tools.domain_member_parents
// mode: read
// params: qnames, source
// returns: child, parent, role
// Definition-linkbase DOMAIN_MEMBER parents of some concepts in one DTS (walking up a primary-item tree).
UNWIND $qnames AS q
MATCH (p:Concept)-[e:DOMAIN_MEMBER]->(c:Concept {qname: q})
WHERE e.source = $source
RETURN c.qname AS child, p.qname AS parent, e.role AS role
ORDER BY child, role, parent
