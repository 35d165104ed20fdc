// name: rules.common.presentation_roles
// mode: read
// params: accession
// returns: role, definition, statement, parenthetical
// The roles of the filing's own presentation linkbase (entered through the relationship index on `source`)
// with their definition and statement class (BS, IS, CF, EQ, CI or null).
MATCH ()-[e:PARENT_CHILD]->()
WHERE e.source = $accession
WITH DISTINCT e.role AS role
OPTIONAL MATCH (r:Role {uri: role})
RETURN role, r.definition AS definition, r.statement AS statement, r.parenthetical AS parenthetical
ORDER BY role
