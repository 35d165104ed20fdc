/* Layered layout, left to right: each relationship points right where the graph allows it. Pure: it reads
 * only ids, labels, sizes and relationships, all taken in sorted order, so the same data always draws the
 * same picture; cycles are broken in a fixed order, rows ordered by barycentre sweeps, nothing random. */
import { labelRank } from "./graph.js";

const NODE_H = 56;
const COLUMN_MAX = 12;    // a layer with more nodes wraps into several columns
const ROW_GAP = 22, COLUMN_GAP = 150;

export function computeLayout(nodes, edges, sizes) {
  const byId = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const order = (a, b) => labelRank(nodes.get(a).label) - labelRank(nodes.get(b).label) || byId(a, b);
  const ids = [...nodes.keys()].sort(order);
  const out = new Map(ids.map((id) => [id, []]));
  const undirected = new Map(ids.map((id) => [id, new Set()]));
  for (const e of [...edges.values()].sort((a, b) => byId(a.id, b.id))) {
    if (e.source === e.target) continue;
    if (!out.get(e.source).includes(e.target)) out.get(e.source).push(e.target);
    undirected.get(e.source).add(e.target);
    undirected.get(e.target).add(e.source);
  }
  for (const list of out.values()) list.sort(order);

  // Break cycles: a depth-first search in sorted order drops the edges that lead back into its path.
  const colour = new Map(), back = new Set();
  for (const root of ids) {
    if (colour.has(root)) continue;
    const stack = [[root, 0]];
    colour.set(root, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [v, i] = top;
      const next = out.get(v)[i];
      if (next === undefined) { colour.set(v, 2); stack.pop(); continue; }
      top[1] += 1;
      const c = colour.get(next);
      if (c === 1) back.add(v + "\u0000" + next);
      else if (!c) { colour.set(next, 1); stack.push([next, 0]); }
    }
  }
  const forward = new Map(ids.map((id) => [id, out.get(id).filter((t) => !back.has(id + "\u0000" + t))]));
  const indegree = new Map(ids.map((id) => [id, 0]));
  for (const targets of forward.values()) for (const t of targets) indegree.set(t, indegree.get(t) + 1);

  // Longest-path layers (Kahn's order, ties by the sorted order).
  const rank = new Map(ids.map((id) => [id, 0]));
  const ready = ids.filter((id) => indegree.get(id) === 0);
  const topo = [];
  while (ready.length) {
    ready.sort(order);
    const v = ready.shift();
    topo.push(v);
    for (const t of forward.get(v)) {
      rank.set(t, Math.max(rank.get(t), rank.get(v) + 1));
      indegree.set(t, indegree.get(t) - 1);
      if (indegree.get(t) === 0) ready.push(t);
    }
  }
  // Pull every node as far right as its targets allow (a filing sits just before its facts, not at 0).
  for (const v of topo.slice().reverse()) {
    const targets = forward.get(v);
    if (targets.length) rank.set(v, Math.max(rank.get(v), Math.min(...targets.map((t) => rank.get(t))) - 1));
  }

  const layerCount = Math.max(0, ...rank.values()) + 1;
  const layers = Array.from({ length: layerCount }, () => []);
  for (const id of ids) layers[rank.get(id)].push(id);

  // Order within layers: barycentre sweeps, left to right then right to left, stable ties.
  const position = new Map();
  const index = () => layers.forEach((layer) => layer.forEach((id, i) => position.set(id, i)));
  index();
  for (let sweep = 0; sweep < 6; sweep += 1) {
    const forwardSweep = sweep % 2 === 0;
    const seq = forwardSweep ? layers.map((_, i) => i).slice(1) : layers.map((_, i) => i).reverse().slice(1);
    for (const li of seq) {
      const neighbourLayer = forwardSweep ? li - 1 : li + 1;
      const bary = new Map();
      for (const id of layers[li]) {
        const ns = [...undirected.get(id)].filter((n) => rank.get(n) === neighbourLayer);
        bary.set(id, ns.length ? ns.reduce((s, n) => s + position.get(n), 0) / ns.length : position.get(id));
      }
      layers[li].sort((a, b) => bary.get(a) - bary.get(b) || position.get(a) - position.get(b));
      layers[li].forEach((id, i) => position.set(id, i));
    }
  }

  // Columns: a layer of more than COLUMN_MAX nodes wraps; x by column widths, y centred per column.
  const columns = [];
  for (const layer of layers) {
    for (let i = 0; i < layer.length; i += COLUMN_MAX) columns.push(layer.slice(i, i + COLUMN_MAX));
  }
  const pos = new Map();
  const tallest = Math.max(1, ...columns.map((c) => c.length));
  const fullHeight = tallest * NODE_H + (tallest - 1) * ROW_GAP;
  let x = 0;
  columns.forEach((column, ci) => {
    const width = Math.max(...column.map((id) => sizes.get(id)));
    const height = column.length * NODE_H + (column.length - 1) * ROW_GAP;
    let y = (fullHeight - height) / 2;
    for (const id of column) {
      pos.set(id, { x: x + width / 2, y: y + NODE_H / 2, w: sizes.get(id), h: NODE_H, column: ci });
      y += NODE_H + ROW_GAP;
    }
    x += width + COLUMN_GAP;
  });
  const width = Math.max(0, x - COLUMN_GAP);
  return { pos, width, height: fullHeight, back };
}
