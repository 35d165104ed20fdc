// name: api.filings
// mode: read
// params: -
// returns: accession, cik, company, ticker, form, period_end, fiscal_year, fiscal_period, taxonomy, fact_count
// Every complete filing with its company, newest period first.
MATCH (fi:Filing)
WHERE fi.status = 'complete'
OPTIONAL MATCH (co:Company)-[:FILED]->(fi)
RETURN fi.accession AS accession, fi.cik AS cik, coalesce(fi.company, co.name) AS company, co.ticker AS ticker, fi.form AS form,
       fi.period_end AS period_end, fi.fiscal_year AS fiscal_year, fi.fiscal_period AS fiscal_period,
       fi.taxonomy AS taxonomy, fi.fact_count AS fact_count
ORDER BY period_end DESC, accession
