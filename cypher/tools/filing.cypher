// name: tools.filing
// mode: read
// params: accession
// returns: accession, cik, company, ticker, form, period_end, fiscal_year, fiscal_period, taxonomy, fact_count, source_files
// One loaded filing with its company. No row when the filing is unknown or not yet 'complete'. ticker: the cover
// page's trading symbol, else (a data-set filing) the symbol its instance document is named by.
MATCH (fi:Filing {accession: $accession})
WHERE fi.status = 'complete'
OPTIONAL MATCH (co:Company)-[:FILED]->(fi)
RETURN fi.accession AS accession, fi.cik AS cik, coalesce(fi.company, co.name) AS company, coalesce(co.ticker, fi.symbol) AS ticker, fi.form AS form,
       fi.period_end AS period_end, fi.fiscal_year AS fiscal_year, fi.fiscal_period AS fiscal_period,
       fi.taxonomy AS taxonomy, fi.fact_count AS fact_count, fi.source_files AS source_files
