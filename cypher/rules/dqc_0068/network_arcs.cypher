// name: rules.dqc_0068.network_arcs
// mode: read
// params: release, concepts
// returns: concept, role
// The roles in which a taxonomy release presents each of these concepts below another (the targets of its own
// parent-child arcs), entered through the concepts by qname.
UNWIND $concepts AS q
MATCH (:Concept)-[e:PARENT_CHILD]->(c:Concept {qname: q})
WHERE e.source = $release AND e.pending IS NULL
RETURN DISTINCT c.qname AS concept, e.role AS role
ORDER BY concept, role
