// name: rules.dqc_0084.immaterial_flag
// mode: read
// params: accession
// returns: n
// How many non-nil facts of the filing report a concept named ImmaterialDifferenceFlag (any namespace, any context):
// DQC.US.0084's filer override for differences below 1 % at decimals 0.
MATCH (fi:Filing {accession: $accession})
WITH fi
MATCH (fi)-[:REPORTS]->(f:Fact)
WHERE f.is_nil = false AND f.concept ENDS WITH ':ImmaterialDifferenceFlag'
RETURN count(f) AS n
