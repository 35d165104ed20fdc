// name: rules.dqc_0048.cash_flow_roles
// mode: read
// params: accession
// returns: role
// The filing's presentation roles that hold StatementOfCashFlowsAbstract (entered through the relationship index on
// `source`).
MATCH (a)-[e:PARENT_CHILD]->(b)
WHERE e.source = $accession
  AND (a.qname = 'us-gaap:StatementOfCashFlowsAbstract' OR b.qname = 'us-gaap:StatementOfCashFlowsAbstract')
RETURN DISTINCT e.role AS role
ORDER BY role
