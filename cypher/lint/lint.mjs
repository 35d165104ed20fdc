// Offline check of Cypher queries against Neo4j's own grammar and semantic analysis.
//
// stdin:  JSON array of {name, text, params}
// stdout: JSON array of {name, errors: [{message, line, column, severity}]}, sorted by name
// exit:   0 when no query has an error, 1 when one has, 2 when the input is malformed
//
// line and column are 1-based and count from the start of `text`.
import { readFileSync } from 'node:fs';
import { lintCypherQuery } from '@neo4j-cypher/language-support';

// LSP DiagnosticSeverity numbers, as returned in each diagnostic.
const SEVERITY = { 1: 'error', 2: 'warning', 3: 'information', 4: 'hint' };

// The dbSchema declares only the language version and the parameters. Unknown-label, unknown-property
// and schema-path warnings are produced only when the schema lists labels and relationship types,
// property keys or a graph schema, so leaving those out suppresses exactly those categories; what
// remains is Neo4j's syntax errors, its semantic errors and its own notifications (deprecations).
// Functions and procedures are not declared either, so their names are not checked.
function schemaFor(params) {
  return {
    defaultLanguage: 'CYPHER 5',
    parameters: Object.fromEntries(params.map((p) => [p, null])),
  };
}

function lintOne({ name, text, params }) {
  const { diagnostics } = lintCypherQuery(text, schemaFor(params), { consoleCommandsEnabled: false });
  const errors = diagnostics.map((d) => ({
    message: d.message,
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    severity: SEVERITY[d.severity] ?? String(d.severity),
  }));
  errors.sort((a, b) => a.line - b.line || a.column - b.column || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
  return { name, errors };
}

function readQueries() {
  const queries = JSON.parse(readFileSync(0, 'utf8'));
  if (!Array.isArray(queries)) throw new Error('stdin must be a JSON array');
  for (const [i, q] of queries.entries()) {
    if (typeof q?.name !== 'string' || typeof q.text !== 'string' || !Array.isArray(q.params)) {
      throw new Error(`item ${i} must be {name: string, text: string, params: string[]}`);
    }
  }
  return queries;
}

let queries;
try {
  queries = readQueries();
} catch (e) {
  process.stderr.write(`lint.mjs: ${e.message}\n`);
  process.exit(2);
}
const results = queries.map(lintOne).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
process.stdout.write(JSON.stringify(results, null, 2) + '\n');
process.exitCode = results.some((r) => r.errors.some((e) => e.severity === 'error')) ? 1 : 0;
