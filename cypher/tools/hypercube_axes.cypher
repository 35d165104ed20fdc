// name: tools.hypercube_axes
// mode: read
// params: heads, source
// returns: head, role, statement, hypercube, axis, axis_label, closed
// Dimensional tables (ALL -> hypercube -> HYPERCUBE_DIMENSION -> axis) declared on primary-item heads in one DTS.
// The hypercube's dimensions live in the ALL arc's target role when it has one (XBRL Dimensions 1.0).
UNWIND $heads AS h
MATCH (l:Concept {qname: h})-[a:ALL]->(hc:Concept)-[hd:HYPERCUBE_DIMENSION]->(ax:Concept)
WHERE a.source = $source AND hd.source = $source AND hd.role = coalesce(a.target_role, a.role)
OPTIONAL MATCH (r:Role {uri: a.role})
RETURN l.qname AS head, a.role AS role, r.statement AS statement, hc.qname AS hypercube, ax.qname AS axis,
       coalesce(ax.terse_label, ax.label) AS axis_label, a.closed AS closed
ORDER BY head, role, hypercube, axis
