// name: ingest.merge_tag_labels
// mode: write
// params: rows, source
// returns: n
// Standard labels from the SEC data sets' tag.txt: they fill gaps only (a taxonomy's or a filing's own labels
// win), and balance and period type only where no schema declared them.
UNWIND $rows AS r
MATCH (c:Concept {qname: r.qname})
SET c.label_source = CASE WHEN c.label IS NULL THEN $source ELSE c.label_source END,
    c.label = coalesce(c.label, r.label),
    c.documentation = coalesce(c.documentation, r.documentation),
    c.balance = coalesce(c.balance, r.balance),
    c.period_type = coalesce(c.period_type, r.period_type)
RETURN count(c) AS n
