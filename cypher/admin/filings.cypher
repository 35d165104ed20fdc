// name: admin.filings
// mode: read
// params: -
// returns: accession, company, cik, form, period_end, facts, status
MATCH (f:Filing)
OPTIONAL MATCH (c:Company)-[:FILED]->(f)
RETURN f.accession AS accession, coalesce(f.company, c.name) AS company, f.cik AS cik, f.form AS form, f.period_end AS period_end,
       f.fact_count AS facts, f.status AS status
ORDER BY accession
