// name: memos.statement_roles
// mode: read
// params: roles
// returns: role, statement
// Which of the given roles are face statements (income statement, balance sheet, cash flows; not parenthetical).
UNWIND $roles AS uri
MATCH (r:Role {uri: uri})
WHERE r.statement IN ['IS', 'BS', 'CF'] AND coalesce(r.parenthetical, false) = false
RETURN r.uri AS role, r.statement AS statement
ORDER BY role
