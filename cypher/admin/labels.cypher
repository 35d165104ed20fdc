// name: admin.labels
// mode: read
// params: -
// returns: label
// The node labels of the engine's catalogue (GraphStore.label_counts counts each from the engine's counters).
CALL db.labels() YIELD label
RETURN label
ORDER BY label
