// name: views.presentation_tree
// mode: read
// params: accession, role
// returns: parent, child, order, preferred_label, parent_label, child_label, child_abstract
// Every presentation edge of one role of a filing, with the labels a statement shows.
// Unlabelled ends: the relationship index on `source` is used first (see views.statement_roles).
MATCH (p)-[e:PARENT_CHILD]->(c)
WHERE e.source = $accession AND e.role = $role
RETURN p.qname AS parent, c.qname AS child, e.order AS order, e.preferred_label AS preferred_label,
       coalesce(p.label, p.name) AS parent_label, coalesce(c.label, c.name) AS child_label,
       coalesce(c.abstract, false) AS child_abstract
ORDER BY parent, order, child
