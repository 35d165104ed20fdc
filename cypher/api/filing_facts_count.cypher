// name: api.filing_facts_count
// mode: read
// params: accession, concept, period, dimensional, dims
// returns: total
// How many facts api.filing_facts pages through (same filters).
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (f:Fact {filing: $accession})
WHERE ($concept IS NULL OR f.concept = $concept) AND ($period IS NULL OR f.period = $period)
  AND ($dimensional IS NULL OR (f.dim_count > 0) = $dimensional) AND all(d IN $dims WHERE d IN f.dims)
RETURN count(f) AS total
