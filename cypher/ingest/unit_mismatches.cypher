// name: ingest.unit_mismatches
// mode: read
// params: accession
// returns: key, concept, data_type, unit
// Facts whose unit contradicts the concept's declared type: monetary items must be in a currency,
// shares items in shares (XBRL 2.1 §4.8.2).
MATCH (f:Fact {filing: $accession})-[:INSTANCE_OF]->(c:Concept)
WHERE f.numeric = true AND f.unit IS NOT NULL
  AND ((c.data_type = 'xbrli:monetaryItemType' AND (f.unit CONTAINS '/' OR f.unit IN ['shares', 'pure']))
    OR (c.data_type = 'xbrli:sharesItemType' AND f.unit <> 'shares'))
RETURN f.key AS key, f.concept AS concept, c.data_type AS data_type, f.unit AS unit
ORDER BY key
