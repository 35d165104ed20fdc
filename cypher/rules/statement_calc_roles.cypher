// name: rules.statement_calc_roles
// mode: read
// params: accession
// returns: role, statement, definition, hypercubes
// Face-statement roles of the filing's own calculation network, with the number of dimensional tables
// (ALL arcs of the filing's definition linkbase) declared in the same role.
MATCH (:Concept)-[e:SUMMATION_ITEM]->(:Concept)
WHERE e.source = $accession
WITH DISTINCT e.role AS role
MATCH (r:Role {uri: role})
OPTIONAL MATCH (:Concept)-[h:ALL]->(:Concept)
WHERE h.source = $accession AND h.role = role
WITH role, r, count(h) AS hypercubes
RETURN role, r.statement AS statement, r.definition AS definition, hypercubes
ORDER BY role
