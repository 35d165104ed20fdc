// name: rules.findings.write
// mode: write
// params: rows
// returns: n
// Findings become nodes joined to the graph so one short query in Neo4j Browser draws the evidence path:
// (:Filing)-[:HAS_FINDING]->(:Finding)-[:VIOLATES]->(:Rule), and -[:ABOUT]->(:Fact) for the fact it is about.
UNWIND $rows AS r
MATCH (fi:Filing {accession: r.filing})
MERGE (x:Finding {id: r.id})
SET x += r.props
MERGE (fi)-[:HAS_FINDING]->(x)
MERGE (ru:Rule {id: r.rule})
// The DQC rules taxonomy owns a rule's name and version (taxonomy year) when it is loaded; the engine's own
// description of the rule set goes in `implementation`.
SET ru.name = coalesce(ru.name, r.rule_name), ru.implementation = r.rule_version
MERGE (x)-[:VIOLATES]->(ru)
RETURN count(x) AS n
