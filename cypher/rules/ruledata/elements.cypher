// name: rules.ruledata.elements
// mode: read
// params: rule
// returns: element_id, concept
// The rule element ids (ruleID references) of a DQC rule and the concepts each applies to.
MATCH (ru:Rule {id: $rule})-[e:RULE_ELEMENT]->(c:Concept)
RETURN e.element_id AS element_id, c.qname AS concept
ORDER BY element_id, concept
