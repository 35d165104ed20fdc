// name: retrieval.write_texts
// mode: write
// params: rows
// returns: n
// Store the search text of concepts that are searched by their words only (no vector yet: `auditgraph index
// --all` embeds them), with the hash of that text, so an unchanged text is not written again.
UNWIND $rows AS r
MATCH (c:Concept {qname: r.qname})
SET c.search_text = r.text, c.search_text_hash = r.text_hash, c.statements = r.statements
RETURN count(c) AS n
