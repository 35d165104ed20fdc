// name: browser.company_findings
// mode: read
// params: cik
// returns: accession, form, period_end, rule, element_id, severity, concept, period, reported, expected, difference, message, evidence
// Analyst question 1: the findings of one company (every complete filing it filed), each with its evidence
// path: the fact it is about, the facts that add up to it and the calculation children with no fact.
// Pending findings (a rule run's set not yet swapped in whole) are left out.
// In Neo4j Browser the `evidence` paths draw the graph; the other columns are the table.
MATCH (co:Company {cik: $cik})-[:FILED]->(fi:Filing)-[:HAS_FINDING]->(x:Finding)-[:VIOLATES]->(r:Rule)
WHERE fi.status = 'complete' AND x.pending IS NULL
OPTIONAL MATCH p = (x)-[:ABOUT|EVIDENCE|MISSING_ADDEND]->()
WITH fi, r, x, collect(p) AS evidence
RETURN fi.accession AS accession, fi.form AS form, fi.period_end AS period_end, r.id AS rule,
       x.element_id AS element_id, x.severity AS severity, x.concept AS concept, x.period AS period,
       x.reported AS reported, x.expected AS expected, x.difference AS difference, x.message AS message, evidence
ORDER BY period_end DESC, accession, severity, rule, concept, period, element_id
