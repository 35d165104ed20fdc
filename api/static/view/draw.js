/* The SVG drawing: nodes as labelled boxes, relationships as curves (parallel ones counted once), the legend,
 * and the view box (fit, zoom, wheel and drag). Node sizes come from the text, measured in the page's font. */
import { $, SVG_NS, svgEl } from "./dom.js";
import { fmtValue } from "./format.js";
import { LABELS, edgeLabel, nodeText } from "./graph.js";
import { computeLayout } from "./layout.js";
import { state } from "./state.js";

const NODE_MIN_W = 120, NODE_MAX_W = 350, NODE_PAD = 12;
const MAX_SCALE = 1.15;   // fitting never magnifies a small graph more than this
const MIN_SCALE = 0.6;    // nor shrinks a large one below this (text stays readable); Fit shows all

// What choosing a node (click, Enter or Space) does; main.js sets it (select the node and expand it).
let activate = () => {};
export function onNodeActivate(handler) {
  activate = handler;
}

// Text widths, measured once per (class, string) in the page's own font.
const measureCache = new Map();
function measure(text, cls) {
  const key = cls + "\u0000" + text;
  if (measureCache.has(key)) return measureCache.get(key);
  const el = document.createElementNS(SVG_NS, "text");
  el.setAttribute("class", cls);
  el.textContent = text;
  $("#measure").append(el);
  const w = el.getComputedTextLength();
  el.remove();
  measureCache.set(key, w);
  return w;
}

function fit(text, cls, max) {
  if (measure(text, cls) <= max) return text;
  let lo = 0, hi = text.length;
  while (lo < hi) {  // the longest prefix that fits with an ellipsis
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(0, mid) + "…", cls) <= max) lo = mid; else hi = mid - 1;
  }
  return text.slice(0, lo) + "…";
}

// ------------------------------------------------------------------------------------------ drawing
// A cubic curve from one node to another, bent by `offset` so parallel relationships stay apart.
function edgeGeometry(a, b, offset) {
  let x1, x2, c1, c2;
  const y1 = a.y, y2 = b.y;
  if (b.column > a.column) {
    x1 = a.x + a.w / 2; x2 = b.x - b.w / 2;
    const dx = Math.max(40, (x2 - x1) / 2);
    c1 = [x1 + dx, y1 + offset]; c2 = [x2 - dx, y2 + offset];
  } else if (b.column < a.column) {
    x1 = a.x - a.w / 2; x2 = b.x + b.w / 2;
    const dx = Math.max(40, (x1 - x2) / 2);
    c1 = [x1 - dx, y1 + offset]; c2 = [x2 + dx, y2 + offset];
  } else {  // same column: loop out to the right
    x1 = a.x + a.w / 2; x2 = b.x + b.w / 2;
    const bulge = 60 + Math.abs(offset) * 2 + Math.abs(y2 - y1) / 4;
    c1 = [x1 + bulge, y1]; c2 = [x2 + bulge, y2];
  }
  const at = (t) => {
    const u = 1 - t;
    return [u * u * u * x1 + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * x2,
            u * u * u * y1 + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * y2];
  };
  return { d: `M ${x1} ${y1} C ${c1[0]} ${c1[1]}, ${c2[0]} ${c2[1]}, ${x2} ${y2}`, mid: at(0.5) };
}

export function render({ fit: refit = false, focus = null } = {}) {
  const viewport = $("#viewport");
  viewport.replaceChildren();
  $("#graph-empty").hidden = state.nodes.size > 0;
  renderLegend();
  if (!state.nodes.size) {
    state.layout = null;
    return;
  }
  const texts = new Map(), sizes = new Map();
  for (const node of state.nodes.values()) {
    const t = nodeText(node);
    const inner = NODE_MAX_W - 2 * NODE_PAD;
    t.title = fit(t.title, "node-title", inner);
    t.sub = fit(t.sub, "node-sub", inner);
    texts.set(node.id, t);
    const w = Math.max(measure(t.title, "node-title"), measure(t.sub, "node-sub"), measure(t.kind, "node-kind"));
    sizes.set(node.id, Math.round(Math.min(NODE_MAX_W, Math.max(NODE_MIN_W, w + 2 * NODE_PAD + 6))));
  }
  const layout = computeLayout(state.nodes, state.edges, sizes);
  state.layout = layout;

  const edgeLayer = svgEl("g", { class: "edges" }, viewport);
  const labelLayer = svgEl("g", { class: "edge-labels" }, viewport);
  const nodeLayer = svgEl("g", { class: "nodes" }, viewport);

  // Relationships of one type and weight between the same two nodes (one per role or source) are drawn
  // once, counted; the remaining parallel strands between a pair get offsets -k..k in id order.
  const strands = new Map();
  const edges = [...state.edges.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const e of edges) {
    const key = `${e.source}\u0000${e.target}\u0000${edgeLabel(e)}`;
    if (!strands.has(key)) strands.set(key, { ...e, members: [] });
    const strand = strands.get(key);
    strand.members.push(e);
    strand.evidence = strand.evidence || e.evidence;
  }
  const pairs = new Map();
  for (const strand of strands.values()) {
    const pair = strand.source < strand.target ? `${strand.source}\u0000${strand.target}` : `${strand.target}\u0000${strand.source}`;
    if (!pairs.has(pair)) pairs.set(pair, []);
    pairs.get(pair).push(strand);
  }
  for (const group of pairs.values()) {
    group.forEach((e, i) => {
      const offset = (i - (group.length - 1) / 2) * 26;
      const a = layout.pos.get(e.source), b = layout.pos.get(e.target);
      const geo = edgeGeometry(a, b, offset);
      const cls = `edge type-${e.type}${e.evidence ? " evidence" : ""}` +
        (e.type === "SUMMATION_ITEM" && e.properties.weight < 0 ? " negative" : "");
      const g = svgEl("g", { class: cls, "data-id": e.id, "data-type": e.type, "data-count": e.members.length }, edgeLayer);
      svgEl("path", { d: geo.d, "marker-end": e.evidence ? "url(#arrow-strong)" : "url(#arrow)" }, g);
      const tip = svgEl("title", {}, g);
      tip.textContent = `${e.type}: ${e.source} → ${e.target}` + e.members.map((m) =>
        Object.entries(m.properties || {}).sort().map(([k, v]) => `\n${k}: ${fmtValue(v)}`).join("")).join("\n");
      const text = edgeLabel(e) + (e.members.length > 1 ? ` ×${e.members.length}` : "");
      const lw = measure(text, "edge-label") + 8;
      const lg = svgEl("g", { class: cls.replace("edge ", "edge-label-group "), transform: `translate(${geo.mid[0]} ${geo.mid[1]})` }, labelLayer);
      svgEl("rect", { x: -lw / 2, y: -8, width: lw, height: 15, rx: 3 }, lg);
      const t = svgEl("text", { class: "edge-label", x: 0, y: 3.5, "text-anchor": "middle" }, lg);
      t.textContent = text;
      svgEl("title", {}, lg).textContent = tip.textContent;
    });
  }

  for (const id of [...state.nodes.keys()].sort()) {
    const node = state.nodes.get(id);
    const p = layout.pos.get(id);
    const t = texts.get(id);
    const cls = ["node", `label-${node.label}`];
    if (node.evidence) cls.push("evidence");
    if (node.note) cls.push("note");
    if (state.finding && (id === state.finding.fact_key || id === state.finding.id)) cls.push("focus");
    if (state.selected === id) cls.push("selected");
    const g = svgEl("g", {
      class: cls.join(" "), transform: `translate(${p.x - p.w / 2} ${p.y - p.h / 2})`, "data-id": id,
      "data-label": node.label, tabindex: 0, role: "button",
      "aria-label": `${node.label} ${t.title}, ${t.sub}. Select to show properties and expand.`,
    }, nodeLayer);
    svgEl("title", {}, g).textContent = `${node.label}: ${id}`;
    svgEl("rect", { class: "body", width: p.w, height: p.h, rx: 8 }, g);
    svgEl("rect", { class: "band", width: 6, height: p.h - 2, x: 1, y: 1, rx: 3 }, g);
    svgEl("text", { class: "node-kind", x: NODE_PAD, y: 16 }, g).textContent = t.kind;
    svgEl("text", { class: "node-title", x: NODE_PAD, y: 33 }, g).textContent = t.title;
    svgEl("text", { class: "node-sub", x: NODE_PAD, y: 48 }, g).textContent = t.sub;
    g.addEventListener("click", (ev) => { ev.stopPropagation(); activate(id); });
    g.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); activate(id); }
    });
  }
  if (refit || !state.view) fitView(focus);
  else applyView();
}

function renderLegend() {
  const present = new Set([...state.nodes.values()].map((n) => n.label));
  const labels = LABELS.slice(0, 6).concat(LABELS.slice(6).filter((l) => present.has(l)));
  const legend = $("#legend");
  legend.replaceChildren();
  for (const label of labels) {
    const li = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = `swatch label-${label}`;
    swatch.setAttribute("aria-hidden", "true");
    li.append(swatch, document.createTextNode(label));
    legend.append(li);
  }
}

// ------------------------------------------------------------------------------------------ pan and zoom
/* Fits the whole graph, magnified at most MAX_SCALE. When that would shrink the text below MIN_SCALE, the
 * view keeps MIN_SCALE and centres on `focus` instead (the Fit button always shows everything). */
export function fitView(focus = null) {
  const layout = state.layout;
  if (!layout) return;
  const box = $("#graph").getBoundingClientRect();
  if (!box.width || !box.height) return;
  const margin = 36;
  const w = layout.width + 2 * margin, h = layout.height + 2 * margin;
  let scale = Math.min(box.width / w, box.height / h, MAX_SCALE);
  let cx = layout.width / 2, cy = layout.height / 2;
  const at = typeof focus === "string" && layout.pos.get(focus);
  if (scale < MIN_SCALE && at) {
    scale = MIN_SCALE;
    cx = Math.min(Math.max(at.x, box.width / scale / 2 - margin), layout.width + margin - box.width / scale / 2);
    cy = at.y;
  }
  const vw = box.width / scale, vh = box.height / scale;
  state.view = { x: cx - vw / 2, y: cy - vh / 2, w: vw, h: vh };
  applyView();
}

function applyView() {
  const v = state.view;
  if (v) $("#graph").setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
}

export function zoom(factor, cx = 0.5, cy = 0.5) {
  const v = state.view;
  if (!v) return;
  const nw = v.w / factor, nh = v.h / factor;
  state.view = { x: v.x + (v.w - nw) * cx, y: v.y + (v.h - nh) * cy, w: nw, h: nh };
  applyView();
}

export function installPanZoom() {
  const svg = $("#graph");
  svg.addEventListener("wheel", (ev) => {
    if (!state.view) return;
    ev.preventDefault();
    const r = svg.getBoundingClientRect();
    zoom(ev.deltaY < 0 ? 1.15 : 1 / 1.15, (ev.clientX - r.left) / r.width, (ev.clientY - r.top) / r.height);
  }, { passive: false });
  let drag = null;
  svg.addEventListener("pointerdown", (ev) => {
    if (!state.view || ev.target.closest(".node")) return;
    drag = { x: ev.clientX, y: ev.clientY, view: { ...state.view } };
    svg.setPointerCapture(ev.pointerId);
    svg.classList.add("panning");
  });
  svg.addEventListener("pointermove", (ev) => {
    if (!drag) return;
    const r = svg.getBoundingClientRect();
    const scale = Math.max(drag.view.w / r.width, drag.view.h / r.height);
    state.view = { ...drag.view, x: drag.view.x - (ev.clientX - drag.x) * scale, y: drag.view.y - (ev.clientY - drag.y) * scale };
    applyView();
  });
  const end = () => { drag = null; svg.classList.remove("panning"); };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);
}
