// name: tools.concept_units_elsewhere
// mode: read
// params: concept, accession
// returns: unit, facts, filings
// The units other complete filings use for a concept (e.g. a us-gaap item always reported in USD elsewhere).
MATCH (fi:Filing)
WHERE fi.status = 'complete' AND fi.accession <> $accession
MATCH (f:Fact {concept: $concept})
WHERE f.filing = fi.accession AND f.unit IS NOT NULL
RETURN f.unit AS unit, count(f) AS facts, count(DISTINCT f.filing) AS filings
ORDER BY unit
