// name: admin.bump_revision
// mode: write
// params: -
// returns: revision
MERGE (m:Meta {name: 'revision'})
SET m.value = coalesce(m.value, 0) + 1
RETURN m.value AS revision
