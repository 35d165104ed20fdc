// name: browser.calculation_tree
// mode: read
// params: accession, concept, period
// returns: role, depth, parent, child, child_label, weight, parent_value, child_value, child_key, tree
// Analyst question 2: a statement's calculation tree under one concept, in the filing's own calculation
// linkbase (relationships whose source is the accession), with the non-dimensional value of every parent and
// child for one period (`20230930` for an instant, `20220925-20230930` for a duration). Each branch stays in
// one role (a concept may sum differently in the balance sheet and in a note). A child without a value has
// no fact in that period; `tree` draws the branch in Neo4j Browser.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH tree = (:Concept {qname: $concept})-[:SUMMATION_ITEM*1..6 {source: $accession}]->(c:Concept)
WITH fi, tree, c, relationships(tree) AS edges
WHERE all(e IN edges WHERE e.role = head(edges).role)
WITH fi, tree, c, edges, last(edges) AS e, nodes(tree)[size(edges) - 1] AS parent
OPTIONAL MATCH (fi)-[:REPORTS]->(pf:Fact {concept: parent.qname, period: $period})
WHERE pf.dim_count = 0
OPTIONAL MATCH (fi)-[:REPORTS]->(cf:Fact {concept: c.qname, period: $period})
WHERE cf.dim_count = 0
RETURN head(edges).role AS role, size(edges) AS depth, parent.qname AS parent, c.qname AS child,
       coalesce(c.terse_label, c.label, c.qname) AS child_label, e.weight AS weight, pf.value AS parent_value,
       cf.value AS child_value, cf.key AS child_key, tree
ORDER BY role, [x IN edges | x.order], child
