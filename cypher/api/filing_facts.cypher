// name: api.filing_facts
// mode: read
// params: accession, concept, period, dimensional, dims, offset, limit
// returns: key, concept, value, raw, is_nil, numeric, unit, decimals, period, period_type, dims, context_id
// One page of a complete filing's facts in evidence-key order. Null filters match everything; $dims lists
// axis=member pairs the fact must all carry; $dimensional true/false keeps only (non-)dimensional facts.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (f:Fact {filing: $accession})
WHERE ($concept IS NULL OR f.concept = $concept) AND ($period IS NULL OR f.period = $period)
  AND ($dimensional IS NULL OR (f.dim_count > 0) = $dimensional) AND all(d IN $dims WHERE d IN f.dims)
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.raw AS raw, f.is_nil AS is_nil, f.numeric AS numeric,
       f.unit AS unit, f.decimals AS decimals, f.period AS period, f.period_type AS period_type, f.dims AS dims,
       f.context_id AS context_id
ORDER BY key
SKIP $offset
LIMIT $limit
