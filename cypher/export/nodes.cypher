// name: export.nodes
// mode: read
// params: after, limit
// returns: id, labels, props
// One page of every node in engine-id order (paged by id, so each page is a seek, not a skip).
MATCH (n)
WHERE id(n) > $after
RETURN id(n) AS id, labels(n) AS labels, properties(n) AS props
ORDER BY id
LIMIT $limit
