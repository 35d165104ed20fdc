// name: rules.dqc_0043.role_definitions
// mode: read
// params: uris
// returns: uri, definition
// The definitions of a few extended-link roles (a calculation role need not be presented), by uri.
MATCH (r:Role)
WHERE r.uri IN $uris
RETURN r.uri AS uri, r.definition AS definition
ORDER BY uri
