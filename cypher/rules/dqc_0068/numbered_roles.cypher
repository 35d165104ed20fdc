// name: rules.dqc_0068.numbered_roles
// mode: read
// params: number
// returns: uri, definition
// The roles whose definition starts with a US-GAAP network number ("730000 - Disclosure - …"): a release names its
// networks by number, which stays when a role's URI is renamed.
MATCH (r:Role)
WHERE r.definition STARTS WITH $number
RETURN r.uri AS uri, r.definition AS definition
ORDER BY uri
