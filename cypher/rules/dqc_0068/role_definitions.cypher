// name: rules.dqc_0068.role_definitions
// mode: read
// params: roles
// returns: uri, definition
// The definitions of a few roles, by URI.
UNWIND $roles AS u
MATCH (r:Role {uri: u})
RETURN r.uri AS uri, r.definition AS definition
ORDER BY uri
