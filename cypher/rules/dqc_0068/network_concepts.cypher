// name: rules.dqc_0068.network_concepts
// mode: read
// params: release, roles
// returns: role, concept
// The concepts a taxonomy release presents below another in these roles (the targets of its own parent-child arcs),
// entered through the relationship index on `source`.
MATCH ()-[e:PARENT_CHILD]->(c:Concept)
WHERE e.source = $release AND e.role IN $roles AND e.pending IS NULL
RETURN DISTINCT e.role AS role, c.qname AS concept
ORDER BY role, concept
