// name: ingest.merge_concepts
// mode: write
// params: rows
// returns: n
// Concepts from schemas (declared=true wins), locators and facts (declared=false until a schema declares them).
UNWIND $rows AS r
MERGE (c:Concept {qname: r.qname})
SET c.name = r.name,
    c.namespace = CASE WHEN r.declared THEN r.namespace ELSE coalesce(c.namespace, r.namespace) END,
    c.declared = coalesce(c.declared, false) OR r.declared,
    c.balance = CASE WHEN r.declared THEN r.balance ELSE c.balance END,
    c.period_type = CASE WHEN r.declared THEN r.period_type ELSE coalesce(c.period_type, r.period_type) END,
    c.data_type = CASE WHEN r.declared THEN r.data_type ELSE c.data_type END,
    c.abstract = CASE WHEN r.declared THEN r.abstract ELSE coalesce(c.abstract, false) END,
    c.substitution_group = CASE WHEN r.declared THEN r.substitution_group ELSE c.substitution_group END,
    c.source = coalesce(c.source, r.source)
RETURN count(c) AS n
