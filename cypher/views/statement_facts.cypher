// name: views.statement_facts
// mode: read
// params: accession, concepts
// returns: concept, period, period_type, start, end, value, key, unit, decimals, dims
// Numeric facts of the given concepts in a complete filing with at most one dimension: the cells of a statement
// (no dimension) and of its dimensional lines (one axis member, e.g. Apple's Products and Services net sales).
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete' AND f.concept IN $concepts AND f.dim_count <= 1 AND f.value IS NOT NULL
RETURN f.concept AS concept, f.period AS period, f.period_type AS period_type, f.start AS start,
       coalesce(f.instant, f.end) AS end, f.value AS value, f.key AS key, f.unit AS unit, f.decimals AS decimals,
       f.dims AS dims
ORDER BY concept, period, key
