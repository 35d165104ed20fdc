// name: api.filing_findings
// mode: read
// params: accession
// returns: finding
// The findings written for a complete filing (rules.write_findings), in a stable order.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
// A rule run's new set is pending (invisible) until it is swapped in whole (rules.findings.swap).
MATCH (x:Finding {filing: $accession})
WHERE x.pending IS NULL
RETURN x {.*} AS finding
ORDER BY x.rule, x.concept, x.period, x.id
