// name: rules.common.releases
// mode: read
// params: -
// returns: name
// The taxonomy releases loaded completely (their relationships published), newest name last.
MATCH (t:Taxonomy)
WHERE t.status = 'complete'
RETURN t.name AS name
ORDER BY name
