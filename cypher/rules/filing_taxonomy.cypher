// name: rules.filing_taxonomy
// mode: read
// params: accession
// returns: accession, status, taxonomy, cik
MATCH (fi:Filing {accession: $accession})
RETURN fi.accession AS accession, fi.status AS status, fi.taxonomy AS taxonomy, fi.cik AS cik
