// name: traverse.nodes
// mode: read
// params: facts, concepts, filings, contexts, units, roles, findings, companies, taxonomies
// returns: node_key, labels, properties
// Properties of nodes given by stable key, grouped by label (each branch an indexed lookup).
UNWIND $facts AS k
MATCH (n:Fact {key: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $concepts AS k
MATCH (n:Concept {qname: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $filings AS k
MATCH (n:Filing {accession: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $contexts AS k
MATCH (n:Context {key: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $units AS k
MATCH (n:Unit {key: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $roles AS k
MATCH (n:Role {uri: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $findings AS k
MATCH (n:Finding {id: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $companies AS k
MATCH (n:Company {cik: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
UNION ALL
UNWIND $taxonomies AS k
MATCH (n:Taxonomy {name: k})
RETURN k AS node_key, labels(n) AS labels, properties(n) AS properties
