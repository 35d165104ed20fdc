// name: tools.calc_children
// mode: read
// params: qnames, source
// returns: parent, child, weight, order, role, statement, child_label
// Calculation children (SUMMATION_ITEM) of some concepts in one DTS: a filing's accession or a taxonomy name.
UNWIND $qnames AS q
MATCH (p:Concept {qname: q})-[e:SUMMATION_ITEM]->(c:Concept)
WHERE e.source = $source
OPTIONAL MATCH (r:Role {uri: e.role})
RETURN p.qname AS parent, c.qname AS child, e.weight AS weight, e.order AS order, e.role AS role,
       r.statement AS statement, coalesce(c.terse_label, c.label) AS child_label
ORDER BY parent, role, order, child
