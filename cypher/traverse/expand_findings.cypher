// name: traverse.expand_findings
// mode: read
// params: keys, types, limit
// returns: source_key, type, outgoing, tier, total, rels, labels, keys
// One hop of a neighbourhood from Finding nodes given by id ($keys), as traverse.expand_facts is from facts
// (what the traverse.expand_* queries return, and why there is one per label, is said there).
UNWIND $keys AS k
MATCH (n:Finding {id: k})-[r]-(m)
WITH k, n, r, m
WHERE (size($types) = 0 OR type(r) IN $types) AND m.pending IS NULL
  AND (NOT m:Filing OR m.status = 'complete') AND (NOT m:Taxonomy OR m.status = 'complete')
WITH k, type(r) AS type, startNode(r) = n AS outgoing, r, labels(m) AS labels, CASE WHEN m:Fact THEN m.key WHEN m:Concept THEN m.qname WHEN m:Filing THEN m.accession WHEN m:Context THEN m.key WHEN m:Unit THEN m.key WHEN m:Role THEN m.uri WHEN m:Finding THEN m.id WHEN m:Company THEN m.cik WHEN m:Taxonomy THEN m.name END AS node_key
ORDER BY node_key
WITH k, type, outgoing, collect([r, labels, node_key])[..$limit] AS kept, count(*) AS total
RETURN k AS source_key, type, outgoing, 0 AS tier, total, [x IN kept | properties(x[0])] AS rels, [x IN kept | x[1]] AS labels, [x IN kept | x[2]] AS keys
