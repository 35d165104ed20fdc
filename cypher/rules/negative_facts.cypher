// name: rules.negative_facts
// mode: read
// params: accession, concepts
// returns: key, concept, value, unit, decimals, period, dims
// DQC.US.0015 candidates: numeric, non-nil facts below zero whose concept is on the non-negative list.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE fi.status = 'complete' AND f.numeric = true AND f.is_nil = false AND f.value < 0
  AND f.concept IN $concepts
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.unit AS unit, f.decimals AS decimals,
       f.period AS period, f.dims AS dims
ORDER BY key
