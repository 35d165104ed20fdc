// name: export.relationships
// mode: read
// params: after, limit
// returns: id, type, start, end, props
// The outgoing relationships of one page of start nodes (engine-id order, paged by id: each page is a seek);
// `id` is the start node's id (the cursor). A start node without relationships gives one row with a null type.
MATCH (a)
WHERE id(a) > $after
WITH a
ORDER BY id(a)
LIMIT $limit
OPTIONAL MATCH (a)-[r]->(b)
RETURN id(a) AS id, type(r) AS type, id(a) AS start, id(b) AS end, properties(r) AS props
ORDER BY id
