// name: ingest.merge_labels
// mode: write
// params: rows, override, source
// returns: n
// Labels: a taxonomy's own labels override; a filing's labels only fill gaps unless the filing owns the concept.
// label_source names where the standard label came from ($source: taxonomy:NAME or filing:ACCESSION); it is
// set first, while c.label still holds the old value.
UNWIND $rows AS r
MATCH (c:Concept {qname: r.qname})
SET c.label_source = CASE WHEN r.label IS NOT NULL AND ($override OR r.owned OR c.label IS NULL) THEN $source ELSE c.label_source END,
    c.label = CASE WHEN $override OR r.owned OR c.label IS NULL THEN coalesce(r.label, c.label) ELSE c.label END,
    c.terse_label = CASE WHEN $override OR r.owned OR c.terse_label IS NULL THEN coalesce(r.terse_label, c.terse_label) ELSE c.terse_label END,
    c.documentation = CASE WHEN $override OR r.owned OR c.documentation IS NULL THEN coalesce(r.documentation, c.documentation) ELSE c.documentation END
RETURN count(c) AS n
