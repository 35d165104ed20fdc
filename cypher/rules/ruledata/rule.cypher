// name: rules.ruledata.rule
// mode: read
// params: rule
// returns: id, name, version, taxonomy, groups, group_exclusions, group_parents, edges
// A DQC rule's node, as the FASB DQC rules taxonomy states it (ingest.merge_rules); no row when it is not loaded.
// edges (the rule's relationships) stamps its data with the node's properties, for the per-run cache.
MATCH (ru:Rule {id: $rule})
WHERE ru.taxonomy IS NOT NULL
OPTIONAL MATCH (ru)-[x]-()
RETURN ru.id AS id, ru.name AS name, ru.version AS version, ru.taxonomy AS taxonomy, ru.groups AS groups,
       ru.group_exclusions AS group_exclusions, ru.group_parents AS group_parents, count(x) AS edges
