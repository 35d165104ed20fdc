// name: rules.common.dimensional_facts
// mode: read
// params: accession
// returns: key, concept, value, raw, numeric, unit, decimals, start, end, instant, period, dims, source, qtrs
// Every non-nil fact of one filing that carries dimensions, numeric or not (DQC.US.0001, 0089: an axis may qualify
// any fact).
MATCH (fi:Filing {accession: $accession})
WITH fi
MATCH (fi)-[:REPORTS]->(f:Fact)
WHERE f.dim_count > 0 AND f.is_nil = false
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.raw AS raw, f.numeric AS numeric, f.unit AS unit,
       f.decimals AS decimals, f.start AS start, f.end AS end, f.instant AS instant, f.period AS period, f.dims AS dims,
       f.source AS source, f.qtrs AS qtrs
ORDER BY key
