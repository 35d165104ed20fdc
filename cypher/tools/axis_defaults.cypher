// name: tools.axis_defaults
// mode: read
// params: axes, source
// returns: axis, default_member
// Default members of dimension axes in one DTS (a fact without the axis reports the default member).
UNWIND $axes AS a
MATCH (ax:Concept {qname: a})-[d:DIMENSION_DEFAULT]->(m:Concept)
WHERE d.source = $source
RETURN ax.qname AS axis, m.qname AS default_member
ORDER BY axis, default_member
