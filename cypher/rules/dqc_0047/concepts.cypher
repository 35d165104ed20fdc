// name: rules.dqc_0047.concepts
// mode: read
// params: concepts
// returns: qname, namespace, balance, declared, label
// What DQC.US.0047 reads of a few concepts: namespace (base or extension), balance attribute, whether the graph holds
// their declaration (a concept known only from a locator has none), and standard label.
MATCH (c:Concept)
WHERE c.qname IN $concepts
RETURN c.qname AS qname, c.namespace AS namespace, c.balance AS balance, c.declared AS declared, c.label AS label
ORDER BY qname
