// name: ingest.set_filing_labels
// mode: write
// params: accession, labels
// returns: n
// The filer's own labels from its label linkbase ("qname label"), kept on its Filing as a data set's pre.txt labels
// are: answers read this filing's wording, not every loaded filer's (Concept.company_labels pools them for search).
MATCH (f:Filing {accession: $accession})
SET f.labels = $labels
RETURN count(f) AS n
