// name: rules.dqc_0043.concepts
// mode: read
// params: concepts
// returns: qname, namespace, declared, balance, data_type
// What the graph knows of a few concepts' declarations: a balance is known only where a schema declared the concept
// (declared = true; a concept known only from a locator has no known balance).
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.namespace AS namespace, c.declared AS declared, c.balance AS balance,
       c.data_type AS data_type
ORDER BY qname
