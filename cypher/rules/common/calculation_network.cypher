// name: rules.common.calculation_network
// mode: read
// params: accession
// returns: role, parent, child, weight, order
// The filing's own effective calculation relationships (entered through the relationship index on `source`).
MATCH (p)-[e:SUMMATION_ITEM]->(c)
WHERE e.source = $accession
RETURN e.role AS role, p.qname AS parent, c.qname AS child, e.weight AS weight, e.order AS order
ORDER BY role, parent, order, child
