// name: ingest.rule_exclusions
// mode: write
// params: rows, taxonomy
// returns: n
// ruleExclusions references of the DQC rules taxonomy: an allowable or disallowable member-name pattern on a
// concept, as (:Rule)-[:RULE_EXCLUSION {kind, pattern}]->(:Concept).
UNWIND $rows AS r
MATCH (ru:Rule {id: r.rule})
MATCH (c:Concept {qname: r.concept})
MERGE (ru)-[e:RULE_EXCLUSION {kind: r.kind, pattern: r.pattern}]->(c)
SET e.source = $taxonomy
RETURN count(e) AS n
