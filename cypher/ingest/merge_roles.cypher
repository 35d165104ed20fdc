// name: ingest.merge_roles
// mode: write
// params: rows
// returns: n
UNWIND $rows AS r
MERGE (ro:Role {uri: r.uri})
SET ro.definition = coalesce(r.definition, ro.definition),
    ro.statement = coalesce(r.statement, ro.statement),
    ro.parenthetical = r.parenthetical,
    ro.source = coalesce(ro.source, r.source)
RETURN count(ro) AS n
