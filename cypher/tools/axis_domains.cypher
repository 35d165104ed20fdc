// name: tools.axis_domains
// mode: read
// params: axis, source
// returns: role, domain
// The domains of a dimension axis, role by role, in one DTS (each role's table has its own member tree).
MATCH (ax:Concept {qname: $axis})-[dd:DIMENSION_DOMAIN]->(dom:Concept)
WHERE dd.source = $source
RETURN dd.role AS role, dom.qname AS domain
ORDER BY role, domain
