// name: rules.statement_dimension_axes
// mode: read
// params: accession, axes
// returns: role, statement, axis
// DQC.US.0117: face-statement roles whose dimensional table (in the filing's definition linkbase) has a checked axis.
MATCH (:Concept)-[a:ALL]->(hc:Concept)-[hd:HYPERCUBE_DIMENSION]->(ax:Concept)
WHERE a.source = $accession AND hd.source = $accession AND hd.role = a.role AND ax.name IN $axes
MATCH (r:Role {uri: a.role})
RETURN DISTINCT a.role AS role, r.statement AS statement, ax.qname AS axis
ORDER BY role, axis
