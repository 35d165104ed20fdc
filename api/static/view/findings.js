/* The findings: the filings list, the chosen filing's findings table, the rule run form, and drawing a
 * finding's evidence path. The path is drawn from the API's own answers: the finding and the facts it cites
 * (/graph/neighbourhood on the finding id), the reported fact's concept, context, unit and filing (on the
 * fact key), each contributor's concept (INSTANCE_OF), and the calculation relationships of the finding's
 * concept in the filing's own linkbase (SUMMATION_ITEM). */
import { listFilings, listFindings, neighbourhood, runRuleOn } from "./api.js";
import { $, cell } from "./dom.js";
import { render } from "./draw.js";
import { fmtNumber, fmtPeriod } from "./format.js";
import { merge } from "./graph.js";
import { clearGraph, select } from "./nodes.js";
import { state } from "./state.js";
import { busy, setStatus } from "./status.js";

const FILING_STORAGE = "auditgraph.filing";

export async function loadFilings() {
  const filings = await listFilings();
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

export async function chooseFiling(accession) {
  state.filing = accession;
  if (accession) sessionStorage.setItem(FILING_STORAGE, accession);
  $("#run-rule").disabled = !accession;
  if (!accession) {
    renderFindings([]);
    return;
  }
  const findings = await listFindings(accession);
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

export async function runRule(rule) {
  const accession = state.filing;
  const out = await runRuleOn(rule, accession);
  const r = out.result;
  const summary = r.status === "evaluated"
    ? `${r.evaluated} checks, ${r.passed} passed, ${out.written} finding${out.written === 1 ? "" : "s"} stored`
    : `not evaluable: ${r.reason || ""}`;
  await chooseFiling(accession);
  setStatus(`${rule} on ${accession}: ${summary}.`);
}

// ------------------------------------------------------------------------------------------ the evidence path
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
