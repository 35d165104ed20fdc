// name: rules.dqc_0001.release_members
// mode: read
// params: release, concepts
// returns: parent, member
// One level of a release's domain-member trees (any role) below the given domains or members (`concepts`); the rule walks the
// levels, so a company's own arcs (source = its accession) never make a member allowed.
MATCH (p:Concept)-[e:DOMAIN_MEMBER]->(m:Concept)
WHERE p.qname IN $concepts AND e.source = $release AND e.pending IS NULL
RETURN DISTINCT p.qname AS parent, m.qname AS member
ORDER BY parent, member
