// name: admin.relationship_types
// mode: read
// params: -
// returns: type
// The relationship types of the engine's catalogue (GraphStore.relationship_counts counts each from its counters).
CALL db.relationshipTypes() YIELD relationshipType
RETURN relationshipType AS type
ORDER BY type
