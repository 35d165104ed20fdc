// name: ingest.merge_context_members
// mode: write
// params: rows
// returns: n
// Explicit dimension members: (:Context)-[:HAS_MEMBER {axis}]->(:Concept member). Typed members stay properties.
UNWIND $rows AS r
MATCH (c:Context {key: r.context})
MERGE (m:Concept {qname: r.member})
ON CREATE SET m.declared = false, m.name = r.member_name
MERGE (c)-[h:HAS_MEMBER {axis: r.axis}]->(m)
RETURN count(h) AS n
