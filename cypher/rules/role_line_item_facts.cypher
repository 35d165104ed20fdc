// name: rules.role_line_item_facts
// mode: read
// params: accession, role, axis
// returns: key, concept, value, decimals, unit, period, dims, duplicate
// DQC.US.0117: numeric facts of the concepts presented in a role, either without dimensions or with the
// checked axis as their only dimension.
MATCH (:Concept)-[pc:PARENT_CHILD]->(x:Concept)
WHERE pc.source = $accession AND pc.role = $role
WITH DISTINCT x.qname AS concept
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact {concept: concept})
WHERE fi.status = 'complete' AND f.numeric = true AND f.is_nil = false
  AND (f.dim_count = 0 OR (f.dim_count = 1 AND f.dims[0] STARTS WITH ($axis + '=')))
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.decimals AS decimals, f.unit AS unit,
       f.period AS period, f.dims AS dims, f.duplicate AS duplicate
ORDER BY key
