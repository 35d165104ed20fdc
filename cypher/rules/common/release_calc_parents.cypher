// name: rules.common.release_calc_parents
// mode: read
// params: release, children
// returns: role, parent, child
// The us-gaap release's calculation parents of a few concepts, network by network, entered through each child by
// qname (an upward walk of the release's calculations asks level by level).
UNWIND $children AS cq
MATCH (p:Concept)-[e:SUMMATION_ITEM]->(c:Concept {qname: cq})
WHERE e.source = $release AND e.pending IS NULL
RETURN e.role AS role, p.qname AS parent, c.qname AS child
ORDER BY role, parent, child
