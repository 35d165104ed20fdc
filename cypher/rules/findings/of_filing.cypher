// name: rules.findings.of_filing
// mode: read
// params: accession
// returns: finding
MATCH (x:Finding {filing: $accession})
RETURN x {.*} AS finding
ORDER BY x.rule, x.concept, x.period, x.id
