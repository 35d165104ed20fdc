// name: memos.consolidated_facts
// mode: read
// params: accession, concepts
// returns: key, filing, concept, value, unit, decimals, period, start_date, end_date, instant, qtrs, duplicate
// The consolidated (non-dimensional), numeric, non-nil facts a complete filing reports for the given
// concepts, XBRL or SEC data set alike (a data-set fact has `qtrs` and its `period` is the ddate), in key order.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
UNWIND $concepts AS concept
MATCH (f:Fact {concept: concept, filing: $accession})
WHERE coalesce(f.dim_count, 0) = 0 AND f.numeric = true
  AND coalesce(f.is_nil, false) = false AND f.value IS NOT NULL
RETURN f.key AS key, f.filing AS filing, f.concept AS concept, f.value AS value, f.unit AS unit,
       f.decimals AS decimals, f.period AS period, f.start AS start_date, f.end AS end_date, f.instant AS instant,
       f.qtrs AS qtrs, f.duplicate AS duplicate
ORDER BY key
