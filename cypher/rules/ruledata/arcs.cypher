// name: rules.ruledata.arcs
// mode: read
// params: rule
// returns: rel, source, target, ord
// Concept-to-concept arcs a DQC rule states (greaterThan-concept, concept-equivalents, dimension-domain), entered
// through the rule's own concepts so the cost follows the rule's data, not the taxonomy's size.
MATCH (ru:Rule {id: $rule})-[:RULE_CONCEPT]->(a:Concept)
WITH DISTINCT a
MATCH (a)-[e]->(b:Concept)
WHERE e.rule = $rule AND type(e) IN ['GREATER_THAN', 'CONCEPT_EQUIVALENT', 'RULE_DIMENSION_DOMAIN']
RETURN type(e) AS rel, a.qname AS source, b.qname AS target, e.order AS ord
ORDER BY rel, source, ord, target
