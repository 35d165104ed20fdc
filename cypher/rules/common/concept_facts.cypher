// name: rules.common.concept_facts
// mode: read
// params: accession, concepts
// returns: concept, n
// How many facts (numeric or not, nil or not) the filing reports for each of a few concepts.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE f.concept IN $concepts
RETURN f.concept AS concept, count(f) AS n
ORDER BY concept
