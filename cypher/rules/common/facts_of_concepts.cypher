// name: rules.common.facts_of_concepts
// mode: read
// params: accession, concepts
// returns: key, concept, value, raw, numeric, unit, decimals, start, end, instant, period, dims, source, qtrs
// Every non-nil fact of a few concepts in one filing, numeric or not, with or without dimensions (DQC.US.0076, 0077
// read durations, which are not numbers).
MATCH (fi:Filing {accession: $accession})
WITH fi
MATCH (fi)-[:REPORTS]->(f:Fact)
WHERE f.concept IN $concepts AND f.is_nil = false
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.raw AS raw, f.numeric AS numeric, f.unit AS unit,
       f.decimals AS decimals, f.start AS start, f.end AS end, f.instant AS instant, f.period AS period, f.dims AS dims,
       f.source AS source, f.qtrs AS qtrs
ORDER BY key
