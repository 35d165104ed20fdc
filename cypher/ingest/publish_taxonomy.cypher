// name: ingest.publish_taxonomy
// mode: write
// params: name, meta
// returns: name
// Marks a taxonomy release complete and, in the same statement, publishes its relationships (written with
// pending = true): readers filtering on `pending IS NULL` see the whole release or none of it.
MERGE (t:Taxonomy {name: $name})
SET t += $meta
WITH t
OPTIONAL MATCH ()-[eALL:ALL {source: $name}]->()
SET eALL.pending = NULL
WITH t, count(eALL) AS nALL
OPTIONAL MATCH ()-[eDIMENSION_DEFAULT:DIMENSION_DEFAULT {source: $name}]->()
SET eDIMENSION_DEFAULT.pending = NULL
WITH t, count(eDIMENSION_DEFAULT) AS nDIMENSION_DEFAULT
OPTIONAL MATCH ()-[eDIMENSION_DOMAIN:DIMENSION_DOMAIN {source: $name}]->()
SET eDIMENSION_DOMAIN.pending = NULL
WITH t, count(eDIMENSION_DOMAIN) AS nDIMENSION_DOMAIN
OPTIONAL MATCH ()-[eDOMAIN_MEMBER:DOMAIN_MEMBER {source: $name}]->()
SET eDOMAIN_MEMBER.pending = NULL
WITH t, count(eDOMAIN_MEMBER) AS nDOMAIN_MEMBER
OPTIONAL MATCH ()-[eHYPERCUBE_DIMENSION:HYPERCUBE_DIMENSION {source: $name}]->()
SET eHYPERCUBE_DIMENSION.pending = NULL
WITH t, count(eHYPERCUBE_DIMENSION) AS nHYPERCUBE_DIMENSION
OPTIONAL MATCH ()-[eNOT_ALL:NOT_ALL {source: $name}]->()
SET eNOT_ALL.pending = NULL
WITH t, count(eNOT_ALL) AS nNOT_ALL
OPTIONAL MATCH ()-[ePARENT_CHILD:PARENT_CHILD {source: $name}]->()
SET ePARENT_CHILD.pending = NULL
WITH t, count(ePARENT_CHILD) AS nPARENT_CHILD
OPTIONAL MATCH ()-[eSUMMATION_ITEM:SUMMATION_ITEM {source: $name}]->()
SET eSUMMATION_ITEM.pending = NULL
WITH t, count(eSUMMATION_ITEM) AS nSUMMATION_ITEM
RETURN t.name AS name
