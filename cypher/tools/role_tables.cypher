// name: tools.role_tables
// mode: read
// params: roles, source
// returns: role, tables
// How many dimensional tables (ALL arcs) each role declares in one DTS (DQC.US.0126 skips roles with one).
// Anchored on the relationship index on ALL.source, so the cost is the DTS's own arcs, not the graph's.
UNWIND $roles AS role
OPTIONAL MATCH ()-[h:ALL {source: $source}]->()
WHERE h.role = role
RETURN role, count(h) AS tables
ORDER BY role
