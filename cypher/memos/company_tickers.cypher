// name: memos.company_tickers
// mode: read
// params: -
// returns: cik, ticker
// The trading symbols of the loaded companies (from their filings' cover pages): a question may name a company
// by its ticker.
MATCH (c:Company)
WHERE c.ticker IS NOT NULL AND c.cik IS NOT NULL
RETURN c.cik AS cik, c.ticker AS ticker
ORDER BY cik, ticker
