// name: ingest.complete_filing
// mode: write
// params: accession, props, company
// returns: accession, status
MATCH (f:Filing {accession: $accession})
MERGE (co:Company {cik: $company.cik})
SET co.name = coalesce($company.name, co.name), co.ticker = coalesce($company.ticker, co.ticker)
MERGE (co)-[:FILED]->(f)
SET f += $props, f.status = 'complete'
RETURN f.accession AS accession, f.status AS status
