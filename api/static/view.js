/* auditgraph evidence view: plain JS, no dependencies, no network access beyond this origin's API.
 *
 * A finding's evidence path is drawn from the API's own answers: the finding and the facts it cites
 * (/graph/neighbourhood on the finding id), the reported fact's concept, context, unit and filing (on the
 * fact key), each contributor's concept (INSTANCE_OF), and the calculation relationships of the finding's
 * concept in the filing's own linkbase (SUMMATION_ITEM). Clicking a node shows its properties and adds
 * its neighbourhood (hops=1).
 *
 * The layout is a pure function of the drawn nodes and relationships (sorted by id): layered left to right
 * along the relationships' direction, cycles broken in a fixed order, rows ordered by barycentre sweeps.
 * The same data always draws the same picture; nothing random is involved.
 */
"use strict";

(() => {
  const SVG_NS = "http://www.w3.org/2000/svg";
  const KEY_STORAGE = "auditgraph.apiKey";
  const FILING_STORAGE = "auditgraph.filing";
  // Drawing order of labels: the legend, and the tie-break wherever nodes are ordered.
  const LABELS = ["Finding", "Fact", "Concept", "Context", "Unit", "Filing", "Company", "Role", "Taxonomy"];
  const KEY_PROPERTY = { Fact: "key", Concept: "qname", Filing: "accession", Context: "key", Unit: "key",
                         Role: "uri", Finding: "id", Company: "cik", Taxonomy: "name" };
  const EXPAND_ASK = 300;   // nodes asked of /graph/neighbourhood when expanding (its maximum is 500)
  const EXPAND_DRAW = 30;   // new nodes drawn per expansion, so one click cannot bury the picture
  const COLUMN_MAX = 12;    // a layer with more nodes wraps into several columns
  const NODE_H = 56, NODE_MIN_W = 120, NODE_MAX_W = 350, NODE_PAD = 12, ROW_GAP = 22, COLUMN_GAP = 150;
  const MAX_SCALE = 1.15;   // fitting never magnifies a small graph more than this
  const MIN_SCALE = 0.6;    // nor shrinks a large one below this (text stays readable); Fit shows all
  const ACCESSION = /^(\d{10}-\d{2}-\d{6}|local-[0-9a-f]+)$/;
  const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

  const $ = (sel) => document.querySelector(sel);
  const state = {
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

  // ------------------------------------------------------------------------------------------ formatting
  function fmtNumber(v) {
    return typeof v === "number" && Number.isFinite(v) ? NUMBER.format(v) : (v == null ? "" : String(v));
  }

  function fmtPeriod(p) {
    if (!p) return "";
    const day = (s) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
    const m = /^(\d{8})(?:-(\d{8}))?$/.exec(p);
    if (!m) return p;
    return m[2] ? `${day(m[1])} – ${day(m[2])}` : day(m[1]);
  }

  function localName(qname) {
    const s = String(qname || "");
    const i = s.indexOf(":");
    return i >= 0 ? s.slice(i + 1) : s;
  }

  function fmtWeight(w) {
    if (typeof w !== "number") return "";
    return (w > 0 ? "+" : w < 0 ? "−" : "") + NUMBER.format(Math.abs(w));
  }

  function fmtValue(v) {
    if (Array.isArray(v)) return v.length ? v.map(fmtValue).join(", ") : "none";
    if (v === null || v === undefined) return "—";
    if (typeof v === "number") return fmtNumber(v);
    if (typeof v === "boolean") return v ? "true" : "false";
    return String(v);
  }

  // ------------------------------------------------------------------------------------------ status
  function setStatus(text, kind = "info") {
    const el = $("#status");
    el.textContent = text;
    el.dataset.kind = kind;
  }

  async function busy(label, work) {
    state.busy += 1;
    document.body.setAttribute("aria-busy", "true");
    if (label) setStatus(label, "busy");
    try {
      return await work();
    } catch (err) {
      reportError(err);
      return undefined;
    } finally {
      state.busy -= 1;
      if (!state.busy) document.body.removeAttribute("aria-busy");
    }
  }

  function reportError(err) {
    if (err instanceof ApiError && err.status === 401) {
      setStatus(state.key ? "The API refused this key (401). Check it and press “Use key”."
                          : "This API needs a key: enter it above and press “Use key”.", "error");
      $("#api-key").focus();
    } else {
      setStatus(err instanceof ApiError ? `${err.status}: ${err.message}` : `Error: ${err.message || err}`, "error");
    }
  }

  // ------------------------------------------------------------------------------------------ the API
  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  async function api(path, { method = "GET", params = {}, body } = {}) {
    const url = new URL(path, document.baseURI);
    for (const [name, value] of Object.entries(params)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        if (v !== undefined && v !== null) url.searchParams.append(name, String(v));
      }
    }
    const headers = { Accept: "application/json" };
    if (state.key) headers["X-API-Key"] = state.key;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body),
                                        credentials: "omit", cache: "no-store" });
    if (!response.ok) {
      let detail = response.statusText;
      try {
        const problem = await response.json();
        detail = problem.detail || problem.title || detail;
      } catch (_) { /* not JSON: keep the status text */ }
      throw new ApiError(response.status, detail);
    }
    return response.json();
  }

  const neighbourhood = (node, { hops = 1, limit = 100, types = [] } = {}) =>
    api("graph/neighbourhood", { params: { node, hops, limit, types } });

  // ------------------------------------------------------------------------------------------ filings and findings
  async function loadFilings() {
    const filings = await api("filings");
    const select = $("#filing");
    select.replaceChildren(new Option(filings.length ? "Choose a filing…" : "No filings loaded", ""));
    for (const f of filings) {
      const who = f.ticker ? `${f.company || f.cik} (${f.ticker})` : (f.company || f.cik || "");
      select.append(new Option(`${who} — ${f.form || ""} ${f.period_end || ""} · ${f.accession}`, f.accession));
    }
    select.disabled = !filings.length;
    const remembered = sessionStorage.getItem(FILING_STORAGE);
    setStatus(`${filings.length} filing${filings.length === 1 ? "" : "s"} loaded in the graph.`);
    if (remembered && filings.some((f) => f.accession === remembered)) {
      select.value = remembered;
      await chooseFiling(remembered);
    }
  }

  async function chooseFiling(accession) {
    state.filing = accession;
    if (accession) sessionStorage.setItem(FILING_STORAGE, accession);
    $("#run-rule").disabled = !accession;
    if (!accession) {
      renderFindings([]);
      return;
    }
    const findings = await api(`filings/${encodeURIComponent(accession)}/findings`);
    renderFindings(findings);
    setStatus(`${accession}: ${findings.length} stored finding${findings.length === 1 ? "" : "s"}.`);
  }

  function renderFindings(findings) {
    state.findings = findings;
    const body = $("#findings tbody");
    body.replaceChildren();
    for (const f of findings) {
      const row = document.createElement("tr");
      row.dataset.findingId = f.id;
      row.dataset.severity = f.severity || "";
      if (state.finding && state.finding.id === f.id) row.setAttribute("aria-current", "true");
      const ruleCell = document.createElement("td");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "rule-button";
      button.textContent = f.rule;
      button.setAttribute("aria-label", `Draw the evidence path of ${f.rule} on ${f.concept} for ${fmtPeriod(f.period)}`);
      const dot = document.createElement("span");
      dot.className = `severity severity-${f.severity}`;
      dot.title = f.severity;
      ruleCell.append(dot, button);
      row.append(ruleCell,
        cell(f.concept, "concept", f.concept + (f.dims && f.dims.length ? ` [${f.dims.join(", ")}]` : "")),
        cell(fmtPeriod(f.period), "period", f.period),
        cell(fmtNumber(f.reported), "num"), cell(fmtNumber(f.expected), "num"), cell(fmtNumber(f.difference), "num"),
        cell(f.message, "message", f.message));
      row.addEventListener("click", () => showFinding(f));
      body.append(row);
    }
    const empty = $("#findings-empty");
    empty.hidden = findings.length > 0;
    empty.textContent = state.filing ? "No findings stored for this filing. Run a rule to check it." :
      "Choose a filing to see its findings.";
  }

  function cell(text, cls, title) {
    const td = document.createElement("td");
    td.className = cls || "";
    td.textContent = text ?? "";
    if (title) td.title = title;
    return td;
  }

  async function runRule(rule) {
    const accession = state.filing;
    const out = await api(`rules/${encodeURIComponent(rule)}/run`, { method: "POST", body: { accession } });
    const r = out.result;
    const summary = r.status === "evaluated"
      ? `${r.evaluated} checks, ${r.passed} passed, ${out.written} finding${out.written === 1 ? "" : "s"} stored`
      : `not evaluable: ${r.reason || ""}`;
    await chooseFiling(accession);
    setStatus(`${rule} on ${accession}: ${summary}.`);
  }

  // ------------------------------------------------------------------------------------------ the graph model
  function primaryLabel(labels) {
    return LABELS.find((l) => labels.includes(l)) || labels[0] || "Node";
  }

  function labelRank(label) {
    const i = LABELS.indexOf(label);
    return i < 0 ? LABELS.length : i;
  }

  // Every clear starts a new drawing; an answer that arrives for an older drawing is dropped.
  function clearGraph() {
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
  function merge(answer, { cap = Infinity, evidence = false, keepNodes = null, keepEdge = null } = {}) {
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

  async function showFinding(f) {
    await busy(`Drawing the evidence path of ${f.rule} on ${f.concept}…`, async () => {
      clearGraph();
      const drawing = state.drawing;
      state.finding = f;
      for (const row of document.querySelectorAll("#findings tbody tr")) {
        if (row.dataset.findingId === f.id) row.setAttribute("aria-current", "true");
      }
      const contributorKeys = [...new Set((f.contributors || []).map((c) => c.key).filter((k) => k && k !== f.fact_key))].sort();
      const answers = await Promise.allSettled([
        // the finding, the fact it is about (ABOUT) and the facts it cites (EVIDENCE)
        neighbourhood(f.id, { hops: 1 }),
        // the fact's concept, context, unit and filing
        f.fact_key ? neighbourhood(f.fact_key, { hops: 1 }) : Promise.resolve(null),
        // the concept's calculation relationships (kept: the filing's own, in the finding's role if it has one)
        neighbourhood(f.concept, { hops: 1, types: ["SUMMATION_ITEM"], limit: 200 }),
        // each contributor's concept
        ...contributorKeys.map((k) => neighbourhood(k, { hops: 1, types: ["INSTANCE_OF"] })),
      ]);
      if (drawing !== state.drawing) return;
      const failures = answers.filter((a) => a.status === "rejected").map((a) => a.reason);
      const [own, fact, calc, ...concepts] = answers.map((a) => (a.status === "fulfilled" ? a.value : null));
      if (own) merge(own, { evidence: true });
      if (fact) merge(fact, { evidence: true });
      for (const answer of concepts) if (answer) merge(answer, { evidence: true });
      if (calc) addCalculation(f, calc);
      render({ fit: true });
      select(f.id);
      const drawn = `${state.nodes.size} nodes, ${state.edges.size} relationships`;
      if (failures.length) {
        setStatus(`Evidence path of ${f.rule} drawn (${drawn}); ${failures.length} call${failures.length === 1 ? "" : "s"} failed: ${failures.map((e) => e.message).join("; ")}`, "error");
      } else {
        setStatus(`Evidence path of ${f.rule} on ${f.concept} for ${fmtPeriod(f.period)}: ${drawn}. Click a node to expand it.`);
      }
    });
  }

  function addCalculation(f, calc) {
    const ofFiling = calc.edges.filter((e) => e.properties.source === f.filing);
    let chosen = ofFiling.filter((e) => !f.role || e.properties.role === f.role);
    if (f.role && !chosen.length) chosen = calc.edges.filter((e) => e.properties.role === f.role);
    const ids = new Set(chosen.map((e) => e.id));
    const ends = new Set(chosen.flatMap((e) => [e.source, e.target]));
    merge(calc, { evidence: true, keepNodes: ends, keepEdge: (e) => ids.has(e.id) });
    // A calculation child without a contributing fact is what makes the sum differ: say so on the node.
    if (f.role) {
      const contributing = new Set((f.contributors || []).map((c) => c.concept));
      for (const e of chosen) {
        const child = state.nodes.get(e.target);
        if (e.source === f.concept && child && !contributing.has(e.target)) child.note = "no fact in the calculation";
      }
    }
  }

  async function expand(id) {
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

  async function openNode(key) {
    await busy(`Opening ${key}…`, async () => {
      const answer = await neighbourhood(key, { hops: 1, limit: EXPAND_ASK });
      clearGraph();
      const r = merge(answer, { cap: EXPAND_DRAW });
      render({ fit: true, focus: answer.center });
      select(answer.center);
      setStatus(`${key}: ${state.nodes.size} nodes` + (r.hidden ? `; ${r.hidden} more neighbours not drawn` : "") + ".");
    });
  }

  // ------------------------------------------------------------------------------------------ the statement
  // The face statement that presents the finding's concept (GET /filings/{accession}/statement?concept=&period=),
  // shown in place of the graph; each value is a button that draws its fact into the evidence graph.
  function showStatementView(on) {
    $("#statement-view").hidden = !on;
    $(".graph .canvas").hidden = on;
    const toggle = $("#statement-toggle");
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    toggle.textContent = on ? "Evidence path" : "Statement";
  }

  // What the statement is about: the selected fact, else the drawn finding's fact.
  function statementTarget() {
    const node = state.nodes.get(state.selected);
    if (node && node.label === "Fact" && node.properties.filing) {
      const p = node.properties;
      return { filing: p.filing, concept: p.concept, period: p.period, key: node.id };
    }
    const f = state.finding;
    return f ? { filing: f.filing, concept: f.concept, period: f.period, key: f.fact_key } : null;
  }

  async function showStatement(f) {
    await busy(`Finding the statement that presents ${f.concept}…`, async () => {
      const drawing = state.drawing;
      let st = null, missing = null;
      try {
        st = await api(`filings/${encodeURIComponent(f.filing)}/statement`, { params: { concept: f.concept, period: f.period } });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        missing = err.message;
      }
      if (drawing !== state.drawing) return;
      renderStatement(st, f, missing);
      showStatementView(true);
      const marked = $("#statement td.finding-fact");
      if (marked) marked.scrollIntoView({ block: "center" });  // once shown: a hidden table does not scroll
      if (st) {
        const here = st.lines.some((ln) => Object.values(ln.values).some((c) => c.key === f.key));
        setStatus(`${st.title} of ${st.accession}: ${st.lines.length} lines` +
                  (here ? `; the fact is marked.` : `; the fact (${fmtPeriod(f.period)}) is not among its columns.`));
      } else {
        setStatus(missing, "error");
      }
    });
  }

  function renderStatement(st, f, missing) {
    const head = $("#statement thead"), body = $("#statement tbody");
    head.replaceChildren();
    body.replaceChildren();
    $("#statement-title").textContent = st ? st.title : "No statement";
    $("#statement-note").textContent = st ? `${st.accession} · ${st.role} · click a value to draw its fact` : (missing || "");
    if (!st) return;
    const tr = document.createElement("tr");
    tr.append(Object.assign(document.createElement("th"), { scope: "col", textContent: "line item" }));
    for (const p of st.periods) {
      tr.append(Object.assign(document.createElement("th"), { scope: "col", className: "num", textContent: fmtPeriod(p) }));
    }
    head.append(tr);
    for (const ln of st.lines) {
      const row = document.createElement("tr");
      row.dataset.concept = ln.concept;
      if (ln.abstract) row.className = "abstract";
      if (ln.concept === f.concept) row.classList.add("finding-line");
      const label = cell(ln.label, "line-label", ln.concept);
      label.style.paddingLeft = `${0.6 + ln.depth * 1.1}em`;
      row.append(label);
      for (const p of st.periods) {
        const c = ln.values[p];
        const td = cell("", "num");
        if (c) {
          td.dataset.key = c.key;
          const link = button(fmtNumber(c.value), () => { showStatementView(false); expand(c.key); });
          link.className = "link fact-link";
          link.title = c.key;
          td.append(link);
          if (c.key === f.key) {
            td.classList.add("finding-fact");
            td.setAttribute("aria-current", "true");
          }
        }
        row.append(td);
      }
      body.append(row);
    }
  }

  // ------------------------------------------------------------------------------------------ node text
  function nodeText(node) {
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

  // ------------------------------------------------------------------------------------------ layout
  /* Layered layout, left to right: each relationship points right where the graph allows it. Pure: it
   * reads only ids, labels, sizes and relationships, all taken in sorted order. */
  function computeLayout(nodes, edges, sizes) {
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

  // ------------------------------------------------------------------------------------------ drawing
  function svgEl(name, attrs = {}, parent = null) {
    const el = document.createElementNS(SVG_NS, name);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    if (parent) parent.append(el);
    return el;
  }

  function edgeLabel(e) {
    const p = e.properties || {};
    if (e.type === "SUMMATION_ITEM" || e.type === "EVIDENCE") {
      return typeof p.weight === "number" ? `${e.type} ${fmtWeight(p.weight)}` : e.type;
    }
    if (e.type === "HAS_MEMBER" && p.axis) return `HAS_MEMBER ${localName(p.axis)}`;
    return e.type;
  }

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

  function render({ fit: refit = false, focus = null } = {}) {
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

  function activate(id) {
    select(id);
    expand(id);
  }

  // ------------------------------------------------------------------------------------------ pan and zoom
  /* Fits the whole graph, magnified at most MAX_SCALE. When that would shrink the text below MIN_SCALE, the
   * view keeps MIN_SCALE and centres on `focus` instead (the Fit button always shows everything). */
  function fitView(focus = null) {
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

  function zoom(factor, cx = 0.5, cy = 0.5) {
    const v = state.view;
    if (!v) return;
    const nw = v.w / factor, nh = v.h / factor;
    state.view = { x: v.x + (v.w - nw) * cx, y: v.y + (v.h - nh) * cy, w: nw, h: nh };
    applyView();
  }

  function installPanZoom() {
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

  // ------------------------------------------------------------------------------------------ the side panel
  const FIRST_PROPERTIES = ["rule", "severity", "message", "concept", "value", "reported", "expected", "difference",
    "tolerance", "unit", "decimals", "period", "instant", "start", "end", "dims", "label", "terse_label", "name",
    "balance", "period_type", "data_type", "company", "form", "period_end"];

  function select(id) {
    state.selected = id;
    for (const g of document.querySelectorAll("#viewport .node")) g.classList.toggle("selected", g.dataset.id === id);
    renderDetails(state.nodes.get(id));
    $("#statement-toggle").disabled = !statementTarget();
  }

  function renderDetails(node) {
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

  function heading(text) {
    const h = document.createElement("h3");
    h.textContent = text;
    return h;
  }

  function button(text, onClick) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.addEventListener("click", onClick);
    return b;
  }

  // ------------------------------------------------------------------------------------------ start
  function start() {
    const measureGroup = svgEl("g", { id: "measure", class: "measure", "aria-hidden": "true" }, $("#graph"));
    void measureGroup;
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
})();
