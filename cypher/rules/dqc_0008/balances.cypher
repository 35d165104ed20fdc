// name: rules.dqc_0008.balances
// mode: read
// params: concepts
// returns: qname, balance, declared
// The balance attribute of a few concepts and whether their declaration is in the graph.
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.balance AS balance, c.declared AS declared
ORDER BY qname
