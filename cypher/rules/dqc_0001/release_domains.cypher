// name: rules.dqc_0001.release_domains
// mode: read
// params: release, concepts
// returns: axis, domain
// The domains a taxonomy release gives each axis (`concepts`: the axes; its own dimension-domain arcs, any role),
// entered through the axes.
MATCH (a:Concept)-[e:DIMENSION_DOMAIN]->(d:Concept)
WHERE a.qname IN $concepts AND e.source = $release AND e.pending IS NULL
RETURN DISTINCT a.qname AS axis, d.qname AS domain
ORDER BY axis, domain
