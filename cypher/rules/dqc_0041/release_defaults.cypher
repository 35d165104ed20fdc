// name: rules.dqc_0041.release_defaults
// mode: read
// params: release, axes
// returns: axis, member, role
// The default members a taxonomy release gives the named axes (its dimension-default arcs, any role), entered
// through each axis by qname.
UNWIND $axes AS ax
MATCH (a:Concept {qname: ax})-[e:DIMENSION_DEFAULT]->(m:Concept)
WHERE e.source = $release AND e.pending IS NULL
RETURN a.qname AS axis, m.qname AS member, e.role AS role
ORDER BY axis, member, role
