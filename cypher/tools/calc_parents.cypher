// name: tools.calc_parents
// mode: read
// params: qnames, source
// returns: parent, child, weight, order, role, statement, parent_label
// Calculation parents (SUMMATION_ITEM, walked upwards) of some concepts in one DTS.
UNWIND $qnames AS q
MATCH (p:Concept)-[e:SUMMATION_ITEM]->(c:Concept {qname: q})
WHERE e.source = $source
OPTIONAL MATCH (r:Role {uri: e.role})
RETURN p.qname AS parent, c.qname AS child, e.weight AS weight, e.order AS order, e.role AS role,
       r.statement AS statement, coalesce(p.terse_label, p.label) AS parent_label
ORDER BY child, role, parent
