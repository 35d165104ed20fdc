// name: memos.filing_labels
// mode: read
// params: accession
// returns: labels
// The filer's own line labels a data-set filing brought (pre.txt plabel, "qname label"); null for a filing
// loaded from XBRL, whose label linkbase is read into the concepts' company_labels instead.
MATCH (fi:Filing {accession: $accession})
RETURN fi.labels AS labels
