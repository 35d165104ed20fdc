// name: rules.findings.delete
// mode: write
// params: accession, rules
// returns: n
// Remove a filing's findings of the given rules (and their edges) before a rerun writes them again.
MATCH (x:Finding {filing: $accession})
WHERE x.rule IN $rules
DETACH DELETE x
RETURN count(*) AS n
