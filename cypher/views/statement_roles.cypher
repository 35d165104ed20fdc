// name: views.statement_roles
// mode: read
// params: accession
// returns: role, definition, statement, parenthetical, edges
// The face-statement roles of a filing's own presentation linkbase, with their size (the main statement of
// a kind is the largest non-parenthetical one).
// PARENT_CHILD joins concepts only; labelling its ends would make FalkorDB scan every Concept before using the
// relationship index on `source` (1.4 s instead of 4 ms on the shared filings).
MATCH ()-[e:PARENT_CHILD]->()
WHERE e.source = $accession
WITH e.role AS role, count(e) AS edges
MATCH (r:Role {uri: role})
WHERE r.statement IN ['BS', 'IS', 'CF', 'CI', 'EQ']
RETURN role, r.definition AS definition, r.statement AS statement, coalesce(r.parenthetical, false) AS parenthetical,
       edges
ORDER BY role
