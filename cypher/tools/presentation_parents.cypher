// name: tools.presentation_parents
// mode: read
// params: concept, source
// returns: parent, role, statement, order, parent_label
// Where a concept is presented (PARENT_CHILD parents per role) in one DTS.
MATCH (p:Concept)-[e:PARENT_CHILD]->(c:Concept {qname: $concept})
WHERE e.source = $source
OPTIONAL MATCH (r:Role {uri: e.role})
RETURN p.qname AS parent, e.role AS role, r.statement AS statement, e.order AS order,
       coalesce(p.terse_label, p.label) AS parent_label
ORDER BY role, parent, order
