// name: retrieval.index_documents
// mode: read
// params: -
// returns: qname, name, label, terse_label, company_labels, search_text, statements, source
// The indexed concepts (those with a search text), for the in-process BM25 index and the search filters.
MATCH (c:Concept)
WHERE c.search_text IS NOT NULL
RETURN c.qname AS qname, c.name AS name, c.label AS label, c.terse_label AS terse_label,
       c.company_labels AS company_labels, c.search_text AS search_text,
       coalesce(c.statements, []) AS statements, c.source AS source
ORDER BY qname
