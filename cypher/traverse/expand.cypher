// name: traverse.expand
// mode: read
// params: facts, concepts, filings, contexts, units, roles, findings, companies, taxonomies, types, limit
// returns: source_key, type, outgoing, rel, labels, node_key
// One hop of a neighbourhood: the relationships of frontier nodes, given by stable key per label (each branch is
// an indexed lookup). Neighbours come back as labels + stable key only (traverse.nodes fetches the properties of
// the ones kept). Visibility is a property of what is read: an ingest writes facts, contexts, units and linkbase
// relationships with pending = true and clears it when the filing (or taxonomy) completes, so rows with a
// pending relationship or neighbour, and incomplete Filing/Taxonomy nodes, are left out — no list of complete
// filings is passed in, and the check costs the same whatever the number of filings; $types (empty = all) restricts relationship types. Rows are not
// sorted here: the caller sorts each node's rows (cheaper than sorting in the engine) and caps them per node;
// $limit is a safety bound per branch against nodes of extreme degree.
// The WITH before WHERE keeps FalkorDB from planning the neighbour filters as an all-node scan.
UNWIND $facts AS k
MATCH (n:Fact {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $concepts AS k
MATCH (n:Concept {qname: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $filings AS k
MATCH (n:Filing {accession: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $contexts AS k
MATCH (n:Context {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $units AS k
MATCH (n:Unit {key: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $roles AS k
MATCH (n:Role {uri: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $findings AS k
MATCH (n:Finding {id: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $companies AS k
MATCH (n:Company {cik: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
UNION ALL
UNWIND $taxonomies AS k
MATCH (n:Taxonomy {name: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND r.pending IS NULL AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, n, r, m, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
RETURN k AS source_key, type(r) AS type, startNode(r) = n AS outgoing, properties(r) AS rel, labels(m) AS labels, node_key
LIMIT $limit
