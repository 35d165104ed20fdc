// name: views.presentation_tree
// mode: read
// params: accession, role
// returns: parent, child, order, preferred_label, parent_label, child_label, child_abstract, child_group, child_balance
// Every presentation edge of one role of a filing, with the labels a statement shows: the text the filing's label
// linkbase gives the child in the edge's preferred label role (e.label, written at ingest), else the concept's
// standard label. child_group is the substitution group (xbrldt:dimensionItem marks an axis).
// Unlabelled ends: the relationship index on `source` is used first (see views.statement_roles).
MATCH (p)-[e:PARENT_CHILD]->(c)
WHERE e.source = $accession AND e.role = $role
RETURN p.qname AS parent, c.qname AS child, e.order AS order, e.preferred_label AS preferred_label,
       coalesce(p.label, p.name) AS parent_label, coalesce(e.label, c.label, c.name) AS child_label,
       coalesce(c.abstract, false) AS child_abstract, c.substitution_group AS child_group, c.balance AS child_balance
ORDER BY parent, order, child
