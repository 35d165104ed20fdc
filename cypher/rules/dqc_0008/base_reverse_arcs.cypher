// name: rules.dqc_0008.base_reverse_arcs
// mode: read
// params: release, pairs
// returns: total, component, weight, role
// For each (parent, child) calculation pair of the filing, the us-gaap release's arcs that go the other way (the
// filing's child as total of its parent), entered through both concepts by qname.
UNWIND $pairs AS pr
MATCH (c:Concept {qname: pr.child})-[b:SUMMATION_ITEM]->(p:Concept {qname: pr.parent})
WHERE b.source = $release AND b.pending IS NULL
RETURN c.qname AS total, p.qname AS component, b.weight AS weight, b.role AS role
ORDER BY total, component, role
