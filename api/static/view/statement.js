/* The statement panel: the face statement that presents the finding's concept
 * (GET /filings/{accession}/statement?concept=&period=), shown in place of the graph; each value is a button
 * that draws its fact into the evidence graph. */
import { ApiError, statementOf } from "./api.js";
import { $, button, cell } from "./dom.js";
import { fmtNumber, fmtPeriod } from "./format.js";
import { state } from "./state.js";
import { busy, setStatus } from "./status.js";

// What choosing a value does once the graph is back; main.js sets it (expand the value's fact).
let openFact = () => {};
export function onFactChosen(handler) {
  openFact = handler;
}

export function showStatementView(on) {
  $("#statement-view").hidden = !on;
  $(".graph .canvas").hidden = on;
  const toggle = $("#statement-toggle");
  toggle.setAttribute("aria-pressed", on ? "true" : "false");
  toggle.textContent = on ? "Evidence path" : "Statement";
}

// What the statement is about: the selected fact, else the drawn finding's fact.
export function statementTarget() {
  const node = state.nodes.get(state.selected);
  if (node && node.label === "Fact" && node.properties.filing) {
    const p = node.properties;
    return { filing: p.filing, concept: p.concept, period: p.period, key: node.id };
  }
  const f = state.finding;
  return f ? { filing: f.filing, concept: f.concept, period: f.period, key: f.fact_key } : null;
}

export async function showStatement(f) {
  await busy(`Finding the statement that presents ${f.concept}…`, async () => {
    const drawing = state.drawing;
    let st = null, missing = null;
    try {
      st = await statementOf(f.filing, { concept: f.concept, period: f.period });
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
        const link = button(fmtNumber(c.value), () => { showStatementView(false); openFact(c.key); });
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
