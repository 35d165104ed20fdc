// name: api.relationship_counts
// mode: read
// params: -
// returns: type, n
// Relationship counts per type (for /health?detail=true and the write-refusal tests).
MATCH ()-[r]->()
RETURN type(r) AS type, count(r) AS n
ORDER BY type
