// name: rules.dqc_0099.release_children
// mode: read
// params: release, concepts
// returns: parent, child
// One level of a us-gaap release's presentation trees (any role) below the given concepts; the rule walks the levels
// for the release's non-cash and equity roll-forward items (DQC_0099's $NON_CF_ITEMS, $SSH_EXCEPTIONS).
MATCH (p:Concept)-[e:PARENT_CHILD]->(c:Concept)
WHERE p.qname IN $concepts AND e.source = $release AND e.pending IS NULL
RETURN DISTINCT p.qname AS parent, c.qname AS child
ORDER BY parent, child
