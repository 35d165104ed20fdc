// name: tools.concept
// mode: read
// params: qname
// returns: qname, name, namespace, label, terse_label, documentation, balance, period_type, data_type, abstract, substitution_group, declared, source, label_source, company_labels
// A concept's specification as ingested (declared=false: known only from a locator or a fact).
MATCH (c:Concept {qname: $qname})
RETURN c.qname AS qname, c.name AS name, c.namespace AS namespace, c.label AS label, c.terse_label AS terse_label,
       c.documentation AS documentation, c.balance AS balance, c.period_type AS period_type,
       c.data_type AS data_type, c.abstract AS abstract, c.substitution_group AS substitution_group,
       c.declared AS declared, c.source AS source,
       c.label_source AS label_source, coalesce(c.company_labels, []) AS company_labels
