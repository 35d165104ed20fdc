// name: ingest.rule_elements
// mode: write
// params: rows, taxonomy
// returns: n
// ruleID references of the DQC rules taxonomy: the rule element id (e.g. DQC.US.0009.15) on each concept it
// applies to, as (:Rule)-[:RULE_ELEMENT {element_id}]->(:Concept).
UNWIND $rows AS r
MATCH (ru:Rule {id: r.rule})
MATCH (c:Concept {qname: r.concept})
MERGE (ru)-[e:RULE_ELEMENT {element_id: r.element_id}]->(c)
SET e.source = $taxonomy
RETURN count(e) AS n
