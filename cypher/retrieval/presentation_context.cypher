// name: retrieval.presentation_context
// mode: read
// params: -
// returns: qname, statements, parents
// Where each concept is presented, over every loaded taxonomy and filing: the statements (BS, IS, CF, EQ, CI)
// of the presentation roles holding it and the local names of its presentation parents.
MATCH (p:Concept)-[e:PARENT_CHILD]->(c:Concept)
OPTIONAL MATCH (r:Role {uri: e.role})
RETURN c.qname AS qname, collect(DISTINCT r.statement) AS statements, collect(DISTINCT p.name) AS parents
ORDER BY qname
