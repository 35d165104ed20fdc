// name: ingest.fsds_filings_with_facts
// mode: read
// params: accessions
// returns: accession
// Which of these submissions already have facts in the graph (an earlier or interrupted load, or the same
// filing loaded from XBRL): a fact's key starts with its filing's accession, so a submission none of whose
// accession has a fact cannot collide with an existing fact key. An index lookup per accession.
UNWIND $accessions AS a
MATCH (x:Fact {filing: a})
RETURN DISTINCT a AS accession
