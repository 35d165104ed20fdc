// name: tools.complete_taxonomies
// mode: read
// params: -
// returns: name, version
// The taxonomy releases readers may use (status complete), without listing every filing.
MATCH (t:Taxonomy)
WHERE t.status = 'complete'
RETURN t.name AS name, t.version AS version
ORDER BY name
