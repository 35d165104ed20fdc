// name: memos.filing_facts
// mode: read
// params: accession
// returns: key, concept, value, unit, decimals, period, start_date, end_date, instant, qtrs, dims, dim_count, duplicate
// Every numeric, non-nil fact a complete filing reports, consolidated and dimensional, in key order: what an
// answer resolves a question's measure, period and members against (XBRL and SEC data-set facts alike).
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
MATCH (f:Fact {filing: $accession})
WHERE f.numeric = true AND coalesce(f.is_nil, false) = false AND f.value IS NOT NULL
RETURN f.key AS key, f.concept AS concept, f.value AS value, f.unit AS unit, f.decimals AS decimals,
       f.period AS period, f.start AS start_date, f.end AS end_date, f.instant AS instant, f.qtrs AS qtrs,
       f.dims AS dims, coalesce(f.dim_count, 0) AS dim_count, f.duplicate AS duplicate
ORDER BY key
