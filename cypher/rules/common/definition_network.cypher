// name: rules.common.definition_network
// mode: read
// params: accession
// returns: rel, role, source_concept, target_concept, usable
// The filing's own dimensional relationships: has-hypercube (ALL), hypercube-dimension, dimension-domain and
// domain-member, each entered through its relationship index on `source`.
MATCH (a)-[e:ALL]->(b) WHERE e.source = $accession
RETURN 'ALL' AS rel, e.role AS role, a.qname AS source_concept, b.qname AS target_concept, true AS usable
UNION ALL
MATCH (a)-[e:HYPERCUBE_DIMENSION]->(b) WHERE e.source = $accession
RETURN 'HYPERCUBE_DIMENSION' AS rel, e.role AS role, a.qname AS source_concept, b.qname AS target_concept, true AS usable
UNION ALL
MATCH (a)-[e:DIMENSION_DOMAIN]->(b) WHERE e.source = $accession
RETURN 'DIMENSION_DOMAIN' AS rel, e.role AS role, a.qname AS source_concept, b.qname AS target_concept, true AS usable
UNION ALL
MATCH (a)-[e:DOMAIN_MEMBER]->(b) WHERE e.source = $accession
RETURN 'DOMAIN_MEMBER' AS rel, e.role AS role, a.qname AS source_concept, b.qname AS target_concept,
       coalesce(e.usable, true) AS usable
