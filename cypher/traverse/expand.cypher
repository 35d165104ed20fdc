// name: traverse.expand
// mode: read
// params: facts, filings, contexts, units, roles, findings, companies, taxonomies, types, limit
// returns: source_key, type, outgoing, rel, labels, node_key, tier, total
// One hop of a neighbourhood from frontier nodes other than concepts, given by stable key per label (each branch
// an indexed lookup). Their degree is bounded by their filing (a filing's facts, a context's or unit's facts, a
// company's filings, a finding's evidence), so each (relationship type, direction) group is ordered by neighbour
// key and cut to $limit rows here, with the group's exact size in `total` (`tier` is 0: traverse.expand_concepts
// uses it). Neighbours come back as labels + stable key only (traverse.nodes fetches the properties of the ones
// kept). Visibility is a property of what is read: an ingest writes facts, contexts, units and linkbase arcs with
// pending = true and clears it when the filing (or taxonomy) completes; incomplete Filing/Taxonomy nodes are left
// out. Only linkbase arcs (Concept to Concept, traverse.expand_concepts) carry pending on the relationship.
// $types (empty = all) restricts relationship types.
// The WITH before WHERE keeps FalkorDB from planning the neighbour filters as an all-node scan.
UNWIND $facts AS k
MATCH (n:Fact {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $filings AS k
MATCH (n:Filing {accession: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $contexts AS k
MATCH (n:Context {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $units AS k
MATCH (n:Unit {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $roles AS k
MATCH (n:Role {uri: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $findings AS k
MATCH (n:Finding {id: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $companies AS k
MATCH (n:Company {cik: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
UNION ALL
UNWIND $taxonomies AS k
MATCH (n:Taxonomy {name: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
UNWIND kept AS row
RETURN k AS source_key, type, outgoing, properties(row[0]) AS rel, row[1] AS labels, row[2] AS node_key, 0 AS tier, total
