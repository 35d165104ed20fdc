// name: ingest.merge_taxonomy
// mode: write
// params: name, meta
// returns: name
MERGE (t:Taxonomy {name: $name})
SET t += $meta
RETURN t.name AS name
