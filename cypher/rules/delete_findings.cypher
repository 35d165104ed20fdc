// name: rules.delete_findings
// mode: write
// params: accession, rules
// returns: n
MATCH (x:Finding {filing: $accession})
WHERE x.rule IN $rules
DETACH DELETE x
RETURN count(*) AS n
