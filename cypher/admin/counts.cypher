// name: admin.counts
// mode: read
// params: -
// returns: label, n
// Node counts per label, for `auditgraph db status` and /health.
MATCH (n)
UNWIND labels(n) AS label
RETURN label, count(*) AS n
ORDER BY label
