// name: views.statement_roles
// mode: read
// params: accession
// returns: role, definition, statement, parenthetical, edges
// The face-statement roles of a filing's own presentation linkbase, with their size (the main statement of
// a kind is the largest non-parenthetical one).
MATCH (:Concept)-[e:PARENT_CHILD]->(:Concept)
WHERE e.source = $accession
WITH e.role AS role, count(e) AS edges
MATCH (r:Role {uri: role})
WHERE r.statement IN ['BS', 'IS', 'CF', 'CI', 'EQ']
RETURN role, r.definition AS definition, r.statement AS statement, coalesce(r.parenthetical, false) AS parenthetical,
       edges
ORDER BY role
