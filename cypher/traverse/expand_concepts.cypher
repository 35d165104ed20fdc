// name: traverse.expand_concepts
// mode: read
// params: concepts, types, limit, count_limit, focus
// returns: source_key, type, outgoing, tier, total, rels, labels, keys
// One hop of a neighbourhood from concepts (given by QName). A concept's relationships grow with every filing that
// uses it, so each branch is anchored and bounded, and the rows sent back for one concept do not grow with the
// number of filings: INSTANCE_OF facts of the focus filing ($focus: the filing of the requested node, null for
// none) through the Fact(filing, concept) index (tier 0), then of the same company's other filings, most recent
// period end first (tier 1), then of other filings in the engine's storage order (tier 2, at most $limit, never
// all of them); a count row (no neighbours, tier -1) carries the group's size counted up to $count_limit. The
// focus filing's own calculation and presentation arcs come through the relationship index on `source` (tier 0);
// the concept's other relationships (every other source, dimensions, contexts using it as a member, findings)
// come in storage order, at most $limit per concept (tier 1, `total` null: not counted). Pending linkbase arcs
// and neighbours (a filing still loading) are left out. $types (empty = all) restricts relationship types.
// One row per (concept, relationship type, direction, tier) with its neighbours in order as three lists of the
// same length: relationship properties, node labels and node keys (as traverse.expand). A row per neighbour
// would send each concept, type and tier again with every one; the client reads a list element for a fraction of
// what a row costs it.
UNWIND $concepts AS k
WITH k WHERE size($types) = 0 OR 'INSTANCE_OF' IN $types
CALL {
  WITH k
  MATCH (:Concept {qname: k})<-[:INSTANCE_OF]-(x)
  WITH x WHERE x.pending IS NULL
  WITH x LIMIT $count_limit
  RETURN count(x) AS total
}
RETURN k AS source_key, 'INSTANCE_OF' AS type, false AS outgoing, -1 AS tier, total, [] AS rels, [] AS labels, [] AS keys
UNION ALL
UNWIND $concepts AS k
WITH k WHERE $focus IS NOT NULL AND (size($types) = 0 OR 'INSTANCE_OF' IN $types)
MATCH (m:Fact {filing: $focus, concept: k})
WITH k, m WHERE m.pending IS NULL
MATCH (m)-[r:INSTANCE_OF]->(:Concept {qname: k})
WITH k, r, m ORDER BY m.key
WITH k, collect([r, labels(m), m.key])[..$limit] AS kept, count(*) AS total
RETURN k AS source_key, 'INSTANCE_OF' AS type, false AS outgoing, 0 AS tier, total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
UNION ALL
UNWIND $concepts AS k
WITH k WHERE $focus IS NOT NULL AND (size($types) = 0 OR 'INSTANCE_OF' IN $types)
MATCH (:Filing {accession: $focus})<-[:FILED]-(:Company)-[:FILED]->(f:Filing)
WITH k, f WHERE f.status = 'complete' AND f.accession <> $focus
MATCH (m:Fact {filing: f.accession, concept: k})
WITH k, f, m WHERE m.pending IS NULL
MATCH (m)-[r:INSTANCE_OF]->(:Concept {qname: k})
WITH k, r, m ORDER BY f.period_end DESC, f.accession, m.key
WITH k, collect([r, labels(m), m.key])[..$limit] AS kept, count(*) AS total
RETURN k AS source_key, 'INSTANCE_OF' AS type, false AS outgoing, 1 AS tier, total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
UNION ALL
UNWIND $concepts AS k
WITH k, [(:Filing {accession: $focus})<-[:FILED]-(:Company)-[:FILED]->(f:Filing) | f.accession] + [coalesce($focus, '')] AS mine
WHERE size($types) = 0 OR 'INSTANCE_OF' IN $types
CALL {
  WITH k, mine
  MATCH (:Concept {qname: k})<-[r:INSTANCE_OF]-(m)
  WITH r, m WHERE m.pending IS NULL AND NOT m.filing IN mine
  RETURN r, m LIMIT $limit
}
WITH k, collect([r, labels(m), m.key]) AS kept
RETURN k AS source_key, 'INSTANCE_OF' AS type, false AS outgoing, 2 AS tier, null AS total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
UNION ALL
UNWIND $concepts AS k
WITH k WHERE $focus IS NOT NULL AND (size($types) = 0 OR 'SUMMATION_ITEM' IN $types)
MATCH (n:Concept {qname: k})-[r:SUMMATION_ITEM {source: $focus}]-(m)
WITH k, n, r, m WHERE r.pending IS NULL
WITH k, n, r, m ORDER BY k, startNode(r) = n, m.qname, r.role, r.order
WITH k, startNode(r) = n AS outgoing, collect([r, labels(m), m.qname]) AS kept
RETURN k AS source_key, 'SUMMATION_ITEM' AS type, outgoing, 0 AS tier, null AS total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
UNION ALL
UNWIND $concepts AS k
WITH k WHERE $focus IS NOT NULL AND (size($types) = 0 OR 'PARENT_CHILD' IN $types)
MATCH (n:Concept {qname: k})-[r:PARENT_CHILD {source: $focus}]-(m)
WITH k, n, r, m WHERE r.pending IS NULL
WITH k, n, r, m ORDER BY k, startNode(r) = n, m.qname, r.role, r.order
WITH k, startNode(r) = n AS outgoing, collect([r, labels(m), m.qname]) AS kept
RETURN k AS source_key, 'PARENT_CHILD' AS type, outgoing, 0 AS tier, null AS total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
UNION ALL
UNWIND $concepts AS k
CALL {
  WITH k
  MATCH (n:Concept {qname: k})-[r:SUMMATION_ITEM|PARENT_CHILD|ALL|NOT_ALL|HYPERCUBE_DIMENSION|DIMENSION_DOMAIN|DOMAIN_MEMBER|DIMENSION_DEFAULT|HAS_MEMBER|MISSING_ADDEND]-(m)
  WITH n, r, m WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  RETURN type(r) AS type, startNode(r) = n AS outgoing, r, m LIMIT $limit
}
WITH k, type, outgoing, collect([r, labels(m), CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END]) AS kept
RETURN k AS source_key, type, outgoing, 1 AS tier, null AS total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
