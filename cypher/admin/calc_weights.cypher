// name: admin.calc_weights
// mode: read
// params: accession, parent, child
// returns: role, weight
// The weights of one calculation relationship as a filing brought it (tests and diagnostics).
MATCH (p:Concept {qname: $parent})-[e:SUMMATION_ITEM {source: $accession}]->(c:Concept {qname: $child})
RETURN e.role AS role, e.weight AS weight
ORDER BY role
