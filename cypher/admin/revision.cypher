// name: admin.revision
// mode: read
// params: -
// returns: revision
// The graph's revision stamp: bumped by every completed write (ingest, unload, findings). Caches key on it.
OPTIONAL MATCH (m:Meta {name: 'revision'})
RETURN coalesce(m.value, 0) AS revision
