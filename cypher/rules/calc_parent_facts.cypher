// name: rules.calc_parent_facts
// mode: read
// params: accession, roles
// returns: role, parent, children, key, value, decimals, unit, period, duplicate, child_facts
// DQC.US.0126: each non-dimensional parent fact of a calculation with the child facts of the same context
// and unit (found through the shared Context node).
MATCH (p:Concept)-[e:SUMMATION_ITEM]->(c:Concept)
WHERE e.source = $accession AND e.role IN $roles
WITH e.role AS role, p.qname AS parent, collect({child: c.qname, weight: e.weight, order: e.order}) AS children
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(pf:Fact {concept: parent})
WHERE fi.status = 'complete' AND pf.dim_count = 0 AND pf.numeric = true AND pf.is_nil = false
WITH role, parent, children, pf, [ch IN children | ch.child] AS child_names
OPTIONAL MATCH (pf)-[:IN_CONTEXT]->(:Context)<-[:IN_CONTEXT]-(cf:Fact)
WHERE cf.concept IN child_names AND cf.unit = pf.unit AND cf.is_nil = false
WITH role, parent, children, pf,
     collect({key: cf.key, concept: cf.concept, value: cf.value, decimals: cf.decimals, duplicate: cf.duplicate}) AS child_facts
RETURN role, parent, children, pf.key AS key, pf.value AS value, pf.decimals AS decimals, pf.unit AS unit,
       pf.period AS period, pf.duplicate AS duplicate, child_facts
ORDER BY role, parent, key
