// name: rules.findings.swap
// mode: write
// params: accession, rules, run
// returns: removed, published
// The second half of a rule run's write: the new findings were written aside (id `<id>#<run>`, pending = run,
// invisible to every reader); this one statement removes the filing's earlier findings of these rules (and what
// an interrupted run left pending) and publishes the new set under its real ids. A kill before it leaves the
// earlier set; after it, the new one; never none.
MATCH (o:Finding {filing: $accession})
WHERE o.rule IN $rules AND (o.pending IS NULL OR o.pending <> $run)
DETACH DELETE o
WITH count(*) AS removed
OPTIONAL MATCH (n:Finding {filing: $accession})
WHERE n.pending = $run
SET n.id = substring(n.id, 0, size(n.id) - size($run) - 1), n.pending = NULL
RETURN removed, count(n) AS published
