// name: ingest.complete_filing
// mode: write
// params: accession, props, company
// returns: accession, status
// Marks the filing complete and, in the same statement (atomic), publishes what its ingest wrote: the facts,
// contexts, units and linkbase relationships written with pending = true lose the flag, so readers that
// filter on `pending IS NULL` see all of the filing or none of it. Each step is an index lookup.
MATCH (f:Filing {accession: $accession})
MERGE (co:Company {cik: $company.cik})
SET co.name = coalesce($company.name, co.name), co.ticker = coalesce($company.ticker, co.ticker)
MERGE (co)-[:FILED]->(f)
SET f += $props, f.company = coalesce($company.name, f.company), f.status = 'complete'
WITH f
OPTIONAL MATCH (xFact:Fact {filing: $accession})
SET xFact.pending = NULL
WITH f, count(xFact) AS nFact
OPTIONAL MATCH (xContext:Context {filing: $accession})
SET xContext.pending = NULL
WITH f, count(xContext) AS nContext
OPTIONAL MATCH (xUnit:Unit {filing: $accession})
SET xUnit.pending = NULL
WITH f, count(xUnit) AS nUnit
OPTIONAL MATCH ()-[eALL:ALL {source: $accession}]->()
SET eALL.pending = NULL
WITH f, count(eALL) AS nALL
OPTIONAL MATCH ()-[eDIMENSION_DEFAULT:DIMENSION_DEFAULT {source: $accession}]->()
SET eDIMENSION_DEFAULT.pending = NULL
WITH f, count(eDIMENSION_DEFAULT) AS nDIMENSION_DEFAULT
OPTIONAL MATCH ()-[eDIMENSION_DOMAIN:DIMENSION_DOMAIN {source: $accession}]->()
SET eDIMENSION_DOMAIN.pending = NULL
WITH f, count(eDIMENSION_DOMAIN) AS nDIMENSION_DOMAIN
OPTIONAL MATCH ()-[eDOMAIN_MEMBER:DOMAIN_MEMBER {source: $accession}]->()
SET eDOMAIN_MEMBER.pending = NULL
WITH f, count(eDOMAIN_MEMBER) AS nDOMAIN_MEMBER
OPTIONAL MATCH ()-[eHYPERCUBE_DIMENSION:HYPERCUBE_DIMENSION {source: $accession}]->()
SET eHYPERCUBE_DIMENSION.pending = NULL
WITH f, count(eHYPERCUBE_DIMENSION) AS nHYPERCUBE_DIMENSION
OPTIONAL MATCH ()-[eNOT_ALL:NOT_ALL {source: $accession}]->()
SET eNOT_ALL.pending = NULL
WITH f, count(eNOT_ALL) AS nNOT_ALL
OPTIONAL MATCH ()-[ePARENT_CHILD:PARENT_CHILD {source: $accession}]->()
SET ePARENT_CHILD.pending = NULL
WITH f, count(ePARENT_CHILD) AS nPARENT_CHILD
OPTIONAL MATCH ()-[eSUMMATION_ITEM:SUMMATION_ITEM {source: $accession}]->()
SET eSUMMATION_ITEM.pending = NULL
WITH f, count(eSUMMATION_ITEM) AS nSUMMATION_ITEM
RETURN f.accession AS accession, f.status AS status
