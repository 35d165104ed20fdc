// name: rules.statement_calc_roles
// mode: read
// params: accession
// returns: role, statement, definition, hypercubes
// Roles of the filing's own calculation network, with the number of dimensional tables declared in the
// same role of its definition linkbase. A table whose only axis is dei:LegalEntityAxis (the boilerplate
// StatementTable of 2009-2015 filings, with every fact in the default member) is not counted: the
// non-dimensional facts the calculation check reads are exactly that table's default.
MATCH (:Concept)-[e:SUMMATION_ITEM]->(:Concept)
WHERE e.source = $accession
WITH collect(DISTINCT e.role) AS calc_roles
OPTIONAL MATCH (:Concept)-[h:ALL]->(:Concept)-[hd:HYPERCUBE_DIMENSION]->(ax:Concept)
WHERE h.source = $accession AND hd.source = $accession AND hd.role = h.role AND ax.qname <> 'dei:LegalEntityAxis'
WITH calc_roles, collect(DISTINCT h.role) AS table_roles
UNWIND calc_roles AS role
MATCH (r:Role {uri: role})
RETURN role, r.statement AS statement, r.definition AS definition,
       size([t IN table_roles WHERE t = role]) AS hypercubes
ORDER BY role
