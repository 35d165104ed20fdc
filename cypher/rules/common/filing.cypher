// name: rules.common.filing
// mode: read
// params: accession
// returns: accession, status, taxonomy, cik, form, period_end
// The filing a rule run is anchored on (unique index on Filing.accession).
MATCH (fi:Filing {accession: $accession})
RETURN fi.accession AS accession, fi.status AS status, fi.taxonomy AS taxonomy, fi.cik AS cik, fi.form AS form,
       fi.period_end AS period_end
