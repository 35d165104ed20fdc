// name: tools.visible_sources
// mode: read
// params: -
// returns: kind, name, detail
// What readers may see: complete filings (kind 'filing', detail = the us-gaap namespace it uses) and complete
// taxonomy releases (kind 'taxonomy', detail = version). Relationship `source` values are these names.
MATCH (fi:Filing)
WHERE fi.status = 'complete'
RETURN 'filing' AS kind, fi.accession AS name, fi.taxonomy AS detail
UNION ALL
MATCH (t:Taxonomy)
WHERE t.status = 'complete'
RETURN 'taxonomy' AS kind, t.name AS name, t.version AS detail
