// name: views.statement_facts
// mode: read
// params: accession, concepts
// returns: concept, period, period_type, end, value, key, unit, decimals
// Non-dimensional numeric facts of the given concepts in a complete filing: the cells of a statement.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete' AND f.concept IN $concepts AND f.dim_count = 0 AND f.value IS NOT NULL
RETURN f.concept AS concept, f.period AS period, f.period_type AS period_type,
       coalesce(f.instant, f.end) AS end, f.value AS value, f.key AS key, f.unit AS unit, f.decimals AS decimals
ORDER BY concept, period, key
