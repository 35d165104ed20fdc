// name: memos.facts_by_key
// mode: read
// params: facts
// returns: key, filing, concept, value, numeric, is_nil, dim_count, period, start_date, end_date, instant, qtrs, unit, decimals, status, dims
// The facts with the given evidence keys (any filing), with their filing's status: what the claim
// verifier re-reads to recompute every cited value.
UNWIND $facts AS k
MATCH (f:Fact {key: k})
OPTIONAL MATCH (fi:Filing {accession: f.filing})
RETURN f.key AS key, f.filing AS filing, f.concept AS concept, f.value AS value, f.numeric AS numeric,
       f.is_nil AS is_nil, coalesce(f.dim_count, 0) AS dim_count, f.period AS period, f.start AS start_date,
       f.end AS end_date, f.instant AS instant, f.qtrs AS qtrs, f.unit AS unit, f.decimals AS decimals,
       fi.status AS status, f.dims AS dims
ORDER BY key
