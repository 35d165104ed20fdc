/* The page's shared state: the key, the chosen filing and its findings, and what is drawn. One object, read
 * and written by every module, so the modules never hand each other copies that could go stale. */

export const state = {
  key: "",
  filing: "",
  findings: [],
  finding: null,          // the finding whose path is drawn
  nodes: new Map(),       // id -> {id, labels, label, properties, evidence, note}
  edges: new Map(),       // id -> {id, type, source, target, properties, evidence}
  selected: null,
  layout: null,
  view: null,             // viewBox {x, y, w, h}
  busy: 0,
  drawing: 0,             // bumped by every clear, so late answers for a replaced drawing are dropped
};
