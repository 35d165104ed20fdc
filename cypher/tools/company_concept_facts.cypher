// name: tools.company_concept_facts
// mode: read
// params: cik, concept
// returns: key, filing, form, period_end, concept, value, is_nil, numeric, unit, decimals, period, period_type, start_date, end_date, instant, dims, dim_count
// One concept's facts across every complete filing of one company (the company's history of that line item).
MATCH (co:Company {cik: $cik})-[:FILED]->(fi:Filing)
WHERE fi.status = 'complete'
MATCH (f:Fact {concept: $concept})
WHERE f.filing = fi.accession
RETURN f.key AS key, f.filing AS filing, fi.form AS form, fi.period_end AS period_end, f.concept AS concept,
       f.value AS value, f.is_nil AS is_nil, f.numeric AS numeric, f.unit AS unit, f.decimals AS decimals,
       f.period AS period, f.period_type AS period_type, f.start AS start_date, f.end AS end_date,
       f.instant AS instant, f.dims AS dims, f.dim_count AS dim_count
ORDER BY period, filing, key
