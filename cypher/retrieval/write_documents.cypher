// name: retrieval.write_documents
// mode: write
// params: rows
// returns: n
// Store each concept's search text, the hash of that text (the embedding is recomputed only when it changes)
// and the statements it is presented on.
UNWIND $rows AS r
MATCH (c:Concept {qname: r.qname})
SET c.search_text = r.text, c.search_hash = r.hash, c.statements = r.statements
RETURN count(c) AS n
