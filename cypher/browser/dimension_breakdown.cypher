// name: browser.dimension_breakdown
// mode: read
// params: accession, concept, axis, period
// returns: line_item, period, total, axis, member, member_label, value, share, members_sum, difference, key, breakdown
// Analyst question 3: a line item broken down on one axis against its total, for one period: each member's
// fact (the only dimension of its context), its share of the non-dimensional total, the sum of the members
// and how far it is from the total. Members that nest (a "Products" member beside iPhone, Mac, …) are all
// listed, so their sum counts the nested ones twice; an axis whose members partition the total (Apple's
// business segments) sums to it exactly. `breakdown` draws fact → context → member in Neo4j Browser.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(t:Fact {concept: $concept, period: $period})
WHERE fi.status = 'complete' AND t.dim_count = 0
MATCH breakdown = (fi)-[:REPORTS]->(f:Fact {concept: $concept, period: $period})-[:IN_CONTEXT]->(:Context)-[:HAS_MEMBER {axis: $axis}]->(m:Concept)
WHERE f.dim_count = 1 AND f.unit = t.unit
WITH t, collect({fact: f, member: m, breakdown: breakdown}) AS parts, sum(f.value) AS members_sum
UNWIND parts AS part
WITH t, members_sum, part.fact AS f, part.member AS m, part.breakdown AS breakdown
RETURN t.concept AS line_item, t.period AS period, t.value AS total, $axis AS axis, m.qname AS member,
       coalesce(m.terse_label, m.label, m.qname) AS member_label, f.value AS value,
       CASE WHEN t.value = 0 THEN null ELSE f.value / t.value END AS share, members_sum,
       members_sum - t.value AS difference, f.key AS key, breakdown
ORDER BY value DESC, member
