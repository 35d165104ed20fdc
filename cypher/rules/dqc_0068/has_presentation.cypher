// name: rules.dqc_0068.has_presentation
// mode: read
// params: release
// returns: role
// One presentation relationship of a taxonomy release, if it holds any (an extract of a release may hold only its
// dimension trees), entered through the relationship index on `source`.
MATCH ()-[e:PARENT_CHILD]->()
WHERE e.source = $release AND e.pending IS NULL
RETURN e.role AS role
LIMIT 1
