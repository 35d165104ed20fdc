// name: ingest.taxonomy_status
// mode: read
// params: name
// returns: name, status, digest, concepts, relationships, rules
MATCH (t:Taxonomy {name: $name})
RETURN t.name AS name, t.status AS status, t.digest AS digest, t.concepts AS concepts, t.relationships AS relationships,
       t.rules AS rules
