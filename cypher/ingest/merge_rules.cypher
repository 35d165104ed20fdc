// name: ingest.merge_rules
// mode: write
// params: rows, taxonomy
// returns: n
// DQC rules of the FASB DQC rules taxonomy, one node per rule id (DQC.US.NNNN), keyed by that id: reloading the
// same release changes nothing. `version` is the taxonomy year the rule data comes from; `group_exclusions` are
// ruleExclusions stated on a group element ("group|kind|pattern"),
// `group_parents` the group elements below another ("group|parent").
UNWIND $rows AS r
MERGE (ru:Rule {id: r.id})
SET ru.name = r.name, ru.documentation = r.documentation, ru.uri = r.uri, ru.version = r.version,
    ru.role = r.role, ru.groups = r.groups, ru.group_exclusions = r.group_exclusions,
    ru.group_parents = r.group_parents, ru.taxonomy = $taxonomy, ru.number = r.number
RETURN count(ru) AS n
