// name: rules.dqc_0015.negative_facts
// mode: read
// params: accession
// returns: key, concept, value, unit, decimals, period, dims
// DQC.US.0015 candidates: numeric, non-nil facts of the filing below zero. Which concepts are on the
// non-negative list is decided in Python (a local name matches in every namespace of its list's family).
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
WITH fi
MATCH (fi)-[:REPORTS]->(f:Fact)
WHERE f.numeric = true AND f.is_nil = false AND f.value < 0
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.unit AS unit, f.decimals AS decimals,
       f.period AS period, f.dims AS dims
ORDER BY key
