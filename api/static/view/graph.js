/* The graph model: the drawn nodes and relationships in `state`, how API answers are merged into them, and
 * how a node or a relationship is named on the page. No drawing here. */
import { $ } from "./dom.js";
import { fmtNumber, fmtPeriod, fmtWeight, localName } from "./format.js";
import { state } from "./state.js";

// Drawing order of labels: the legend, and the tie-break wherever nodes are ordered.
export const LABELS = ["Finding", "Fact", "Concept", "Context", "Unit", "Filing", "Company", "Role", "Taxonomy"];
const ACCESSION = /^(\d{10}-\d{2}-\d{6}|local-[0-9a-f]+)$/;

export function primaryLabel(labels) {
  return LABELS.find((l) => labels.includes(l)) || labels[0] || "Node";
}

export function labelRank(label) {
  const i = LABELS.indexOf(label);
  return i < 0 ? LABELS.length : i;
}

// Whether a node belongs to another filing than the chosen one (hidden when "only the chosen filing" is on).
function outOfScope(node) {
  if (!$("#scope").checked || !state.filing) return false;
  const label = primaryLabel(node.labels);
  const filing = label === "Filing" ? node.properties.accession : node.properties.filing;
  return typeof filing === "string" && filing !== state.filing;
}

function edgeOutOfScope(edge) {
  if (!$("#scope").checked || !state.filing) return false;
  const source = edge.properties && edge.properties.source;
  return typeof source === "string" && ACCESSION.test(source) && source !== state.filing;
}

/* Adds a /graph/neighbourhood answer. New nodes come in the API's (breadth-first, stable) order, at most
 * `cap` of them; a relationship is added when both its ends are drawn. Returns what was added and left out. */
export function merge(answer, { cap = Infinity, evidence = false, keepNodes = null, keepEdge = null } = {}) {
  let added = 0, hidden = 0, edgesAdded = 0;
  for (const n of answer.nodes) {
    if (keepNodes && !keepNodes.has(n.id)) continue;
    const known = state.nodes.get(n.id);
    if (known) {
      if (evidence) known.evidence = true;
      continue;
    }
    if (outOfScope(n)) continue;
    if (added >= cap) { hidden += 1; continue; }
    state.nodes.set(n.id, { id: n.id, labels: n.labels, label: primaryLabel(n.labels), properties: n.properties,
                            evidence, note: null });
    added += 1;
  }
  for (const e of answer.edges) {
    if (!state.nodes.has(e.source) || !state.nodes.has(e.target)) continue;
    if (keepEdge && !keepEdge(e)) continue;
    if (edgeOutOfScope(e)) continue;
    const known = state.edges.get(e.id);
    if (known) {
      if (evidence) known.evidence = true;
      continue;
    }
    state.edges.set(e.id, { ...e, evidence });
    edgesAdded += 1;
  }
  return { added, hidden, edgesAdded, truncated: Boolean(answer.truncated) };
}

// ------------------------------------------------------------------------------------------ node and edge text
export function nodeText(node) {
  const p = node.properties;
  const label = node.label;
  let title = node.id, sub = "";
  if (label === "Fact") {
    title = localName(p.concept);
    const value = p.is_nil ? "nil" : (typeof p.value === "number" ? fmtNumber(p.value) : (p.raw ?? ""));
    const dims = p.dims && p.dims.length ? ` · ${p.dims.length} dim${p.dims.length === 1 ? "" : "s"}` : "";
    sub = `${value}${p.unit && p.unit !== "none" ? " " + p.unit : ""} · ${fmtPeriod(p.period)}${dims}`;
  } else if (label === "Concept") {
    title = localName(p.qname || node.id);
    sub = [String(p.qname || node.id).split(":")[0], p.balance, p.period_type].filter(Boolean).join(" · ");
  } else if (label === "Finding") {
    title = p.rule || node.id;
    sub = `Δ ${fmtNumber(p.difference)} · ${fmtPeriod(p.period)}`;
  } else if (label === "Context") {
    title = (fmtPeriod(p.period) || p.id || node.id) +
      (p.dims && p.dims.length ? ` · ${p.dims.length} dim${p.dims.length === 1 ? "" : "s"}` : "");
    sub = p.id || "";
  } else if (label === "Unit") {
    title = p.measure || p.id || node.id;
    sub = p.id || "";
  } else if (label === "Filing") {
    title = p.accession || node.id;
    sub = [p.form, p.period_end].filter(Boolean).join(" · ");
  } else if (label === "Company") {
    title = p.name || node.id;
    sub = [p.ticker, `CIK ${p.cik}`].filter(Boolean).join(" · ");
  } else if (label === "Role") {
    title = p.definition || node.id;
    sub = p.statement || localName(node.id.split("/").pop());
  } else if (label === "Taxonomy") {
    title = p.name || node.id;
  }
  if (node.note) sub = node.note;
  return { kind: label.toUpperCase(), title: String(title), sub: String(sub) };
}

export function edgeLabel(e) {
  const p = e.properties || {};
  if (e.type === "SUMMATION_ITEM" || e.type === "EVIDENCE") {
    return typeof p.weight === "number" ? `${e.type} ${fmtWeight(p.weight)}` : e.type;
  }
  if (e.type === "HAS_MEMBER" && p.axis) return `HAS_MEMBER ${localName(p.axis)}`;
  return e.type;
}
