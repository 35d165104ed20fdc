/* auditgraph evidence view: plain JS modules, no dependencies, no network access beyond this origin's API.
 * The entry point (index.html loads it as a module): it wires the page's controls to the modules.
 *
 *   state.js      the shared state           api.js        the API calls, with the X-API-Key header
 *   dom.js        small DOM helpers          status.js     the status line and the busy marker
 *   format.js     numbers, periods, values   graph.js      the graph model: merging answers, node text
 *   layout.js     the layered layout         draw.js       the SVG drawing, legend, fit and zoom
 *   findings.js   filings, findings, rules   nodes.js      selection, the details panel, expanding
 *   statement.js  the statement panel
 */
import { $, svgEl } from "./dom.js";
import { fitView, installPanZoom, onNodeActivate, render, zoom } from "./draw.js";
import { chooseFiling, loadFilings, runRule } from "./findings.js";
import { activate, clearGraph, expand, openNode, renderDetails } from "./nodes.js";
import { state } from "./state.js";
import { onFactChosen, showStatement, showStatementView, statementTarget } from "./statement.js";
import { busy } from "./status.js";

const KEY_STORAGE = "auditgraph.apiKey";

function start() {
  onNodeActivate(activate);  // a click, Enter or Space on a drawn node selects and expands it
  onFactChosen(expand);      // a statement value draws its fact into the graph
  svgEl("g", { id: "measure", class: "measure", "aria-hidden": "true" }, $("#graph"));  // draw.js measures text here
  state.key = sessionStorage.getItem(KEY_STORAGE) || "";
  $("#api-key").value = state.key;

  $("#key-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    state.key = $("#api-key").value.trim();
    if (state.key) sessionStorage.setItem(KEY_STORAGE, state.key);
    else sessionStorage.removeItem(KEY_STORAGE);
    busy("Listing filings…", loadFilings);
  });
  $("#filing").addEventListener("change", (ev) => {
    clearGraph();
    render();
    renderDetails(null);
    busy("Loading findings…", () => chooseFiling(ev.target.value));
  });

  const rules = ($('meta[name="auditgraph-rules"]').content || "").split(/\s+/).filter((r) => /^[A-Z][A-Z0-9.]+$/.test(r));
  if (rules.length) {
    const select = $("#rule");
    for (const r of rules) select.append(new Option(r, r));
    $("#run-form").hidden = false;
    $("#run-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      if (state.filing) busy(`Running ${select.value} on ${state.filing}…`, () => runRule(select.value));
    });
  }

  $("#node-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const key = $("#node-key").value.trim();
    if (key) openNode(key);
  });
  $("#fit").addEventListener("click", () => fitView());
  $("#zoom-in").addEventListener("click", () => zoom(1.25));
  $("#zoom-out").addEventListener("click", () => zoom(1 / 1.25));
  $("#clear").addEventListener("click", () => { clearGraph(); render(); renderDetails(null); });
  $("#statement-toggle").addEventListener("click", () => {
    if (!$("#statement-view").hidden) showStatementView(false);
    else if (statementTarget()) showStatement(statementTarget());
  });
  installPanZoom();
  window.addEventListener("resize", () => { if (state.layout) fitView(state.selected); });
  render();
  busy("Listing filings…", loadFilings);
}

document.addEventListener("DOMContentLoaded", start);
