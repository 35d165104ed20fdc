// name: rules.dqc_0041.filing_defaults
// mode: read
// params: accession
// returns: axis, member, role, role_definition, axis_namespace, member_namespace
// The dimension-default arcs of the filing's own definition linkbase (entered through the relationship index on
// `source`), with the namespaces of axis and default member and the definition of the role that declares them.
MATCH (a)-[e:DIMENSION_DEFAULT]->(m)
WHERE e.source = $accession
OPTIONAL MATCH (r:Role {uri: e.role})
RETURN a.qname AS axis, m.qname AS member, e.role AS role, r.definition AS role_definition,
       a.namespace AS axis_namespace, m.namespace AS member_namespace
ORDER BY axis, member, role
