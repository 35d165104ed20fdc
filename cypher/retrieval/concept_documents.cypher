// name: retrieval.concept_documents
// mode: read
// params: -
// returns: qname, name, namespace, label, terse_label, documentation, company_labels, balance, period_type, source, label_source, search_hash, search_text_hash
// Every searchable concept with what its search text is built from. Structural concepts (abstracts, tables,
// axes, domains, line items) hold no facts and are left out; members stay (dimensional facts name them).
MATCH (c:Concept)
WHERE NOT (c.name ENDS WITH 'Abstract' OR c.name ENDS WITH 'Table' OR c.name ENDS WITH 'Axis'
           OR c.name ENDS WITH 'Domain' OR c.name ENDS WITH 'LineItems')
RETURN c.qname AS qname, c.name AS name, c.namespace AS namespace, c.label AS label, c.terse_label AS terse_label,
       c.documentation AS documentation, c.company_labels AS company_labels, c.balance AS balance,
       c.period_type AS period_type, c.source AS source, c.label_source AS label_source, c.search_hash AS search_hash,
       c.search_text_hash AS search_text_hash
ORDER BY qname
