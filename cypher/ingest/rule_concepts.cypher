// name: ingest.rule_concepts
// mode: write
// params: rows, taxonomy
// returns: n
// rule-concept arcs of the DQC rules taxonomy: (:Rule)-[:RULE_CONCEPT {group, order}]->(:Concept), one edge per
// (rule, group, concept); `group` is the rule's group element (e.g. NoDefault, ListOfElements).
UNWIND $rows AS r
MATCH (ru:Rule {id: r.rule})
MATCH (c:Concept {qname: r.concept})
MERGE (ru)-[e:RULE_CONCEPT {group: r.group}]->(c)
SET e.order = r.order, e.source = $taxonomy
RETURN count(e) AS n
