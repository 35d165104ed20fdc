// name: rules.common.numeric_facts
// mode: read
// params: accession
// returns: key, concept, value, decimals, unit, period_type, start, end, instant, period, dims, context_id, duplicate, dup_values, source, qtrs
// Every numeric, non-nil fact of one complete filing, entered through the filing (never through a concept
// index shared by all filings), so the cost follows the filing's size, not the graph's.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete' AND f.numeric = true AND f.is_nil = false
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.decimals AS decimals, f.unit AS unit,
       f.period_type AS period_type, f.start AS start, f.end AS end, f.instant AS instant, f.period AS period,
       f.dims AS dims, f.context_id AS context_id, f.duplicate AS duplicate,
       f.dup_values AS dup_values, f.source AS source, f.qtrs AS qtrs
ORDER BY key
