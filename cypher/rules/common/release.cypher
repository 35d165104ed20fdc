// name: rules.common.release
// mode: read
// params: name
// returns: name
// One taxonomy release by name (unique index on Taxonomy.name), when it is loaded completely.
MATCH (t:Taxonomy {name: $name})
WHERE t.status = 'complete'
RETURN t.name AS name
