// name: admin.filing_fact_values
// mode: read
// params: accession
// returns: key, value, raw, concept
MATCH (f:Fact {filing: $accession})
RETURN f.key AS key, f.value AS value, f.raw AS raw, f.concept AS concept
ORDER BY key
