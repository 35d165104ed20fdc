// name: ingest.merge_units
// mode: write
// params: rows, accession
// returns: n
UNWIND $rows AS r
MERGE (u:Unit {key: r.key})
SET u.id = r.id, u.filing = $accession, u.measure = r.measure, u.numerators = r.numerators, u.denominators = r.denominators, u.pending = true
RETURN count(u) AS n
