// name: rules.axis_member_tree
// mode: read
// params: accession, role, axis
// returns: domain, parent, member
// The axis's domain-member hierarchy in one role of the filing's definition linkbase (one row per edge).
MATCH (ax:Concept {qname: $axis})-[dd:DIMENSION_DOMAIN]->(dom:Concept)
WHERE dd.source = $accession AND dd.role = $role
MATCH (dom)-[:DOMAIN_MEMBER*0..6]->(p:Concept)-[dm:DOMAIN_MEMBER]->(m:Concept)
WHERE dm.source = $accession AND dm.role = $role
RETURN DISTINCT dom.qname AS domain, p.qname AS parent, m.qname AS member
ORDER BY domain, parent, member
