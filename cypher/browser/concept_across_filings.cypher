// name: browser.concept_across_filings
// mode: read
// params: concept
// returns: company, cik, accession, form, fiscal_year, fiscal_period, filing_period_end, period, start, end, qtrs, value, unit, key, history
// Analyst question 4: the same concept across companies and years: every non-dimensional value of it in
// every complete filing, with the filing that reported it and the period (a comparative period appears
// once per filing that reports it). `history` draws company → filing → fact in Neo4j Browser. A fact of the SEC's
// data sets has no start or end of its own: its period is the data set's ddate (its end) and its length `qtrs` quarters.
MATCH history = (co:Company)-[:FILED]->(fi:Filing)-[:REPORTS]->(f:Fact {concept: $concept})
WHERE fi.status = 'complete' AND f.dim_count = 0 AND f.value IS NOT NULL
RETURN co.name AS company, co.cik AS cik, fi.accession AS accession, fi.form AS form, fi.fiscal_year AS fiscal_year,
       fi.fiscal_period AS fiscal_period, fi.period_end AS filing_period_end, f.period AS period, f.start AS start,
       coalesce(f.instant, f.end, substring(f.period, 0, 4) + '-' + substring(f.period, 4, 2) + '-' + substring(f.period, 6, 2)) AS end,
       f.qtrs AS qtrs, f.value AS value, f.unit AS unit, f.key AS key, history
ORDER BY company, cik, end, period, accession
