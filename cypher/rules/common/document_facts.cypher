// name: rules.common.document_facts
// mode: read
// params: accession
// returns: concept, raw, start, end, instant
// The dei facts that fix the report's period (DocumentType, DocumentPeriodEndDate), without dimensions.
MATCH (fi:Filing {accession: $accession})-[:REPORTS]->(f:Fact)
WHERE f.dim_count = 0 AND (f.concept = 'dei:DocumentType' OR f.concept = 'dei:DocumentPeriodEndDate')
RETURN f.concept AS concept, f.raw AS raw, f.start AS start, f.end AS end, f.instant AS instant
ORDER BY concept, start, end
