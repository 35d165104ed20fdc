// name: tools.filing_decimals_profile
// mode: read
// params: accession
// returns: unit, decimals, facts
// How often each (unit, decimals) pair occurs among a complete filing's numeric facts.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (f:Fact {filing: $accession})
WHERE f.numeric = true AND f.is_nil = false
RETURN f.unit AS unit, f.decimals AS decimals, count(f) AS facts
ORDER BY unit, decimals
