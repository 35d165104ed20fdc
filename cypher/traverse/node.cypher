// name: traverse.node
// mode: read
// params: node
// returns: node
// A node by its stable key, whatever its label: Fact.key, Concept.qname, Filing.accession, Context.key,
// Unit.key, Role.uri, Finding.id, Company.cik or Taxonomy.name. Nodes of filings that are not complete are
// invisible: their ingest wrote them with pending = true (cleared on completion). Each branch is an indexed lookup.
MATCH (n:Fact {key: $node}) WHERE n.pending IS NULL RETURN n AS node
UNION
MATCH (n:Concept {qname: $node}) RETURN n AS node
UNION
MATCH (n:Filing {accession: $node}) WHERE n.status = 'complete' RETURN n AS node
UNION
MATCH (n:Context {key: $node}) WHERE n.pending IS NULL RETURN n AS node
UNION
MATCH (n:Unit {key: $node}) WHERE n.pending IS NULL RETURN n AS node
UNION
MATCH (n:Role {uri: $node}) RETURN n AS node
UNION
MATCH (n:Finding {id: $node}) WHERE n.pending IS NULL RETURN n AS node
UNION
MATCH (n:Company {cik: $node}) RETURN n AS node
UNION
MATCH (n:Taxonomy {name: $node}) WHERE n.status = 'complete' RETURN n AS node
