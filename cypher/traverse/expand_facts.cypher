// name: traverse.expand_facts
// mode: read
// params: keys, types, limit
// returns: source_key, type, outgoing, tier, total, rels, labels, keys
// One hop of a neighbourhood from facts given by key ($keys). Concepts have their own query
// (traverse.expand_concepts); every other label has one like this (traverse.expand_filings, _contexts, _units,
// _roles, _findings, _companies, _taxonomies), so a hop runs only the lookups its frontier needs (an empty branch
// of a union still costs the engine its plan: half the time of a one-fact hop). The degree of these nodes is
// bounded by their filing (a filing's facts, a context's or unit's facts, a company's filings, a finding's
// evidence), so each (relationship type, direction) group is ordered by neighbour key and cut to $limit here, with
// the group's exact size in `total` (`tier` is 0: traverse.expand_concepts uses it). One row per group, its
// neighbours as three lists of the same length: relationship properties, node labels and node keys (labels + stable
// key only: traverse.nodes fetches the properties of the ones kept). Visibility is a property of what is read: an
// ingest writes facts, contexts, units and linkbase arcs with pending = true and clears it when the filing (or
// taxonomy) completes; incomplete Filing/Taxonomy nodes are left out. Only linkbase arcs (Concept to Concept,
// traverse.expand_concepts) carry pending on the relationship. $types (empty = all) restricts relationship types.
// The WITH before WHERE keeps FalkorDB from planning the neighbour filters as an all-node scan.
UNWIND $keys AS k
MATCH (n:Fact {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
RETURN k AS source_key, type, outgoing, 0 AS tier, total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
