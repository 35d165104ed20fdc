// name: memos.filing_labels
// mode: read
// params: accession
// returns: labels
// The filer's own line labels ("qname label"): a data-set filing's pre.txt plabel, an XBRL filing's label linkbase
// (set at ingest; null for a filing loaded before either was kept).
MATCH (fi:Filing {accession: $accession})
RETURN fi.labels AS labels
