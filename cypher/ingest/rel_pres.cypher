// name: ingest.rel_pres
// mode: write
// params: rows, source
// returns: n
// Presentation: one concept may appear twice under one parent (e.g. period-start and period-end labels),
// so the preferred label and order are part of the relationship's identity. `label` is the text the source's label
// linkbase gives the child in that preferred role ("Total net sales", "Cash … , beginning balances"), or null.
UNWIND $rows AS r
MATCH (p:Concept {qname: r.parent})
MATCH (c:Concept {qname: r.child})
MERGE (p)-[e:PARENT_CHILD {role: r.role, source: $source, order: r.order, preferred_label: r.preferred_label}]->(c)
SET e.pending = true, e.label = r.label
RETURN count(e) AS n
