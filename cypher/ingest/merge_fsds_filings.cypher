// name: ingest.merge_fsds_filings
// mode: write
// params: rows
// returns: n
// SEC Financial Statement Data Sets submissions as Company/Filing nodes (source = 'fsds'), marked 'loading'
// (invisible) until ingest.complete_fsds_filings runs after their facts; a filing already complete stays so.
// f.company: the registrant's name on this filing (a company renamed later keeps it: Merck & Co. filed as Schering-Plough's
// CIK); the Company node keeps the name it was first loaded with.
// f.symbol: the symbol the filer named its instance document by (sub.txt's instance, "bsx-20090630.xml"): this
// filing's own symbol only, never a name other filings' questions are matched by (many are finance words: CF, ETR, LTD).
// labels: the filer's own line labels from pre.txt ("qname label", split at the first space), kept when a data set has none.
UNWIND $rows AS r
MERGE (co:Company {cik: r.cik})
SET co.name = coalesce(co.name, r.name)
MERGE (f:Filing {accession: r.accession})
SET f.form = r.form, f.period_end = r.period_end, f.fiscal_year = r.fiscal_year, f.fiscal_period = r.fiscal_period,
    f.cik = r.cik, f.company = r.name, f.symbol = r.symbol, f.source = coalesce(f.source, 'fsds'),
    f.labels = CASE WHEN size(coalesce(r.labels, [])) > 0 THEN r.labels ELSE f.labels END,
    f.status = CASE WHEN f.status = 'complete' THEN 'complete' ELSE 'loading' END
MERGE (co)-[:FILED]->(f)
RETURN count(f) AS n
