// name: retrieval.index_documents
// mode: read
// params: -
// returns: qname, label, search_text, statements, source
// The indexed concepts (those with a search text), for the in-process BM25 index and the search filters.
MATCH (c:Concept)
WHERE c.search_text IS NOT NULL
RETURN c.qname AS qname, coalesce(c.label, c.terse_label) AS label, c.search_text AS search_text,
       coalesce(c.statements, []) AS statements, c.source AS source
ORDER BY qname
