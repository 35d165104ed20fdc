// name: rules.ruledata.concepts
// mode: read
// params: rule
// returns: grp, concept, ord
// The concepts a DQC rule applies to, by group element (rule-concept arcs of the DQC rules taxonomy).
MATCH (ru:Rule {id: $rule})-[e:RULE_CONCEPT]->(c:Concept)
RETURN e.group AS grp, c.qname AS concept, e.order AS ord
ORDER BY grp, ord, concept
