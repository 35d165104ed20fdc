// name: rules.findings.of_filing
// mode: read
// params: accession
// returns: finding
// The published findings of a filing (a rule run's set still being written is pending: see rules.findings.swap).
MATCH (x:Finding {filing: $accession})
WHERE x.pending IS NULL
RETURN x {.*} AS finding
ORDER BY x.rule, x.concept, x.period, x.id
