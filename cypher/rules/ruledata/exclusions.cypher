// name: rules.ruledata.exclusions
// mode: read
// params: rule
// returns: concept, kind, pattern
// ruleExclusions of a DQC rule: allowable or disallowable member-name patterns on a concept.
MATCH (ru:Rule {id: $rule})-[e:RULE_EXCLUSION]->(c:Concept)
RETURN c.qname AS concept, e.kind AS kind, e.pattern AS pattern
ORDER BY concept, kind, pattern
