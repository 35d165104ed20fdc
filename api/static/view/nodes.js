/* The drawn nodes: clearing the drawing, selecting a node (the details panel: its properties, contributors and
 * the relationships drawn at it), expanding a node by its neighbourhood, and opening a node by its key. */
import { neighbourhood } from "./api.js";
import { $, button, heading } from "./dom.js";
import { render } from "./draw.js";
import { fmtNumber, fmtValue, fmtWeight, localName } from "./format.js";
import { edgeLabel, merge, nodeText } from "./graph.js";
import { state } from "./state.js";
import { showStatementView, statementTarget } from "./statement.js";
import { busy, setStatus } from "./status.js";

const KEY_PROPERTY = { Fact: "key", Concept: "qname", Filing: "accession", Context: "key", Unit: "key",
                       Role: "uri", Finding: "id", Company: "cik", Taxonomy: "name" };
const EXPAND_ASK = 300;   // nodes asked of /graph/neighbourhood when expanding (its maximum is 500)
const EXPAND_DRAW = 30;   // new nodes drawn per expansion, so one click cannot bury the picture

// Every clear starts a new drawing; an answer that arrives for an older drawing is dropped.
export function clearGraph() {
  showStatementView(false);
  $("#statement-toggle").disabled = true;
  state.drawing += 1;
  state.nodes = new Map();
  state.edges = new Map();
  state.selected = null;
  state.finding = null;
  state.layout = null;
  for (const row of document.querySelectorAll("#findings tbody tr")) row.removeAttribute("aria-current");
}

export function activate(id) {
  select(id);
  expand(id);
}

export async function expand(id) {
  await busy(`Expanding ${id}…`, async () => {
    const drawing = state.drawing;
    const answer = await neighbourhood(id, { hops: 1, limit: EXPAND_ASK });
    if (drawing !== state.drawing) return;
    const r = merge(answer, { cap: EXPAND_DRAW });
    render({ fit: true, focus: id });
    select(id);
    const parts = [`${id}: ${r.added} new node${r.added === 1 ? "" : "s"}, ${r.edgesAdded} new relationship${r.edgesAdded === 1 ? "" : "s"}`];
    if (r.hidden) parts.push(`${r.hidden} more neighbours not drawn (at most ${EXPAND_DRAW} per click)`);
    if (r.truncated) parts.push(`the API cut the neighbourhood at ${EXPAND_ASK} nodes`);
    setStatus(parts.join("; ") + ".");
  });
}

export async function openNode(key) {
  await busy(`Opening ${key}…`, async () => {
    const answer = await neighbourhood(key, { hops: 1, limit: EXPAND_ASK });
    clearGraph();
    const r = merge(answer, { cap: EXPAND_DRAW });
    render({ fit: true, focus: answer.center });
    select(answer.center);
    setStatus(`${key}: ${state.nodes.size} nodes` + (r.hidden ? `; ${r.hidden} more neighbours not drawn` : "") + ".");
  });
}

// ------------------------------------------------------------------------------------------ the side panel
const FIRST_PROPERTIES = ["rule", "severity", "message", "concept", "value", "reported", "expected", "difference",
  "tolerance", "unit", "decimals", "period", "instant", "start", "end", "dims", "label", "terse_label", "name",
  "balance", "period_type", "data_type", "company", "form", "period_end"];

export function select(id) {
  state.selected = id;
  for (const g of document.querySelectorAll("#viewport .node")) g.classList.toggle("selected", g.dataset.id === id);
  renderDetails(state.nodes.get(id));
  $("#statement-toggle").disabled = !statementTarget();
}

export function renderDetails(node) {
  const box = $("#details");
  box.replaceChildren();
  if (!node) {
    const p = document.createElement("p");
    p.className = "empty";
    p.textContent = "Select a node to see its properties.";
    box.append(p);
    return;
  }
  const head = document.createElement("div");
  head.className = "details-head";
  const chip = document.createElement("span");
  chip.className = `chip label-${node.label}`;
  chip.textContent = node.label;
  const id = document.createElement("code");
  id.className = "node-id";
  id.textContent = node.id;
  head.append(chip, id);
  box.append(head);

  const actions = document.createElement("div");
  actions.className = "actions";
  actions.append(button("Expand", () => expand(node.id)), button("Open alone", () => openNode(node.id)));
  box.append(actions);

  const props = { ...node.properties };
  const keyProp = KEY_PROPERTY[node.label];
  if (keyProp && props[keyProp] === node.id) delete props[keyProp];
  let contributors = null;
  if (typeof props.contributors_json === "string") {
    try { contributors = JSON.parse(props.contributors_json); } catch (_) { contributors = null; }
    if (contributors) delete props.contributors_json;
  }
  const names = Object.keys(props).sort((a, b) => {
    const ia = FIRST_PROPERTIES.indexOf(a), ib = FIRST_PROPERTIES.indexOf(b);
    return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const dl = document.createElement("dl");
  dl.className = "props";
  for (const name of names) {
    const row = document.createElement("div");
    row.className = "prop";
    row.dataset.prop = name;
    const dt = document.createElement("dt");
    dt.textContent = name;
    const dd = document.createElement("dd");
    dd.textContent = fmtValue(props[name]);
    if (typeof props[name] === "number") dd.className = "num";
    else if (!/\s/.test(dd.textContent) && dd.textContent.length > 24) dd.className = "token";
    row.append(dt, dd);
    dl.append(row);
  }
  box.append(dl);

  if (contributors && contributors.length) {
    box.append(heading("Contributors"));
    const ul = document.createElement("ul");
    ul.className = "contributors";
    for (const c of contributors) {
      const li = document.createElement("li");
      const w = typeof c.weight === "number" ? `${fmtWeight(c.weight)} × ` : "";
      li.textContent = `${w}${c.member ? localName(c.member) : localName(c.concept)} = ${fmtNumber(c.value)}`;
      if (c.key) li.title = c.key;
      ul.append(li);
    }
    box.append(ul);
  }

  // Relationships drawn at this node, parallel ones (same type, direction and neighbour) counted once.
  const related = new Map();
  for (const e of [...state.edges.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (e.source !== node.id && e.target !== node.id) continue;
    const out = e.source === node.id;
    const other = out ? e.target : e.source;
    const text = `${out ? "→" : "←"} ${edgeLabel(e)}`;
    const key = `${text}\u0000${other}`;
    if (related.has(key)) related.get(key).count += 1;
    else related.set(key, { text, other, count: 1 });
  }
  if (related.size) {
    box.append(heading(`Relationships drawn (${related.size})`));
    const ul = document.createElement("ul");
    ul.className = "relations";
    for (const r of related.values()) {
      const li = document.createElement("li");
      const label = document.createElement("span");
      label.className = "rel-type";
      label.textContent = r.count > 1 ? `${r.text} ×${r.count}` : r.text;
      const otherNode = state.nodes.get(r.other);
      const go = button(otherNode ? nodeText(otherNode).title : r.other, () => select(r.other));
      go.className = "link";
      go.title = r.other;
      li.append(label, go);
      ul.append(li);
    }
    box.append(ul);
  }
}
