// name: rules.common.presentation_network
// mode: read
// params: accession
// returns: role, parent, child
// The filing's own presentation relationships (entered through the relationship index on `source`).
MATCH (p)-[e:PARENT_CHILD]->(c)
WHERE e.source = $accession
RETURN e.role AS role, p.qname AS parent, c.qname AS child
ORDER BY role, parent, child
