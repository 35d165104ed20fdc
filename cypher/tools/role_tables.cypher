// name: tools.role_tables
// mode: read
// params: roles, source
// returns: role, tables
// How many dimensional tables (ALL arcs) each role declares in one DTS (DQC.US.0126 skips roles with one).
UNWIND $roles AS role
OPTIONAL MATCH (:Concept)-[h:ALL]->(:Concept)
WHERE h.source = $source AND h.role = role
RETURN role, count(h) AS tables
ORDER BY role
