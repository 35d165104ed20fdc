// name: ingest.filings_with_facts
// mode: read
// params: accessions
// returns: accession
// Which of these filings already have facts in the graph (an earlier or interrupted load, or the same filing
// loaded from the other source). A fact's key starts with its filing's accession, so the facts of a filing that
// has none yet cannot collide with an existing fact key and may be created rather than merged. An index lookup
// per accession.
UNWIND $accessions AS a
MATCH (x:Fact {filing: a})
RETURN DISTINCT a AS accession
