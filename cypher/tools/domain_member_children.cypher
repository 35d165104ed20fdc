// name: tools.domain_member_children
// mode: read
// params: qnames, source
// returns: parent, child, role
// Definition-linkbase DOMAIN_MEMBER children of some concepts in one DTS (walking down a member tree).
UNWIND $qnames AS q
MATCH (p:Concept {qname: q})-[e:DOMAIN_MEMBER]->(c:Concept)
WHERE e.source = $source
RETURN p.qname AS parent, c.qname AS child, e.role AS role
ORDER BY parent, role, child
