// name: rules.common.dei_facts
// mode: read
// params: accession
// returns: key, concept, raw, unit, start, end, instant, period
// Every non-dimensional dei fact of one filing, numeric or not (DQC.US.0005, 0006, 0033, 0036 read the cover).
MATCH (fi:Filing {accession: $accession})
WITH fi
MATCH (fi)-[:REPORTS]->(f:Fact)
WHERE f.dim_count = 0 AND f.concept STARTS WITH 'dei:'
RETURN f.key AS key, f.concept AS concept, f.raw AS raw, f.unit AS unit, f.start AS start, f.end AS end,
       f.instant AS instant, f.period AS period
ORDER BY concept, key
