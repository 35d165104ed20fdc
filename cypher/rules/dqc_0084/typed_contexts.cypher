// name: rules.dqc_0084.typed_contexts
// mode: read
// params: accession
// returns: context_id
// The filing's contexts with a typed dimension: more dimensions than explicit members (typed members are not
// HAS_MEMBER edges, only entries of the context's dims).
MATCH (cx:Context {filing: $accession})
WHERE size(cx.dims) > 0
OPTIONAL MATCH (cx)-[m:HAS_MEMBER]->()
WITH cx, count(m) AS explicit
WHERE size(cx.dims) > explicit
RETURN cx.id AS context_id
ORDER BY context_id
