// name: tools.presentation_children
// mode: read
// params: parents, role, source
// returns: parent, child, order, child_label
// Children of presentation parents in one role of one DTS (the siblings of a presented concept).
UNWIND $parents AS q
MATCH (p:Concept {qname: q})-[e:PARENT_CHILD]->(c:Concept)
WHERE e.source = $source AND e.role = $role
RETURN p.qname AS parent, c.qname AS child, e.order AS order, coalesce(c.terse_label, c.label) AS child_label
ORDER BY parent, order, child
