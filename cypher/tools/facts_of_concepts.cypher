// name: tools.facts_of_concepts
// mode: read
// params: accession, concepts
// returns: key, filing, concept, value, raw, is_nil, numeric, unit, decimals, precision, period, period_type, start_date, end_date, instant, dims, dim_count, duplicate
// Every fact a complete filing reports for the given concepts, in evidence-key order.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
UNWIND $concepts AS concept
MATCH (f:Fact {concept: concept})
WHERE f.filing = fi.accession
RETURN f.key AS key, f.filing AS filing, f.concept AS concept, f.value AS value, f.raw AS raw, f.is_nil AS is_nil,
       f.numeric AS numeric, f.unit AS unit, f.decimals AS decimals, f.precision AS precision, f.period AS period,
       f.period_type AS period_type, f.start AS start_date, f.end AS end_date, f.instant AS instant, f.dims AS dims,
       f.dim_count AS dim_count, f.duplicate AS duplicate
ORDER BY key
