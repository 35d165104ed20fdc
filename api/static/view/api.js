/* The API, and nothing beyond this origin: every call sends the analyst's key as X-API-Key, and a refusal
 * becomes an ApiError carrying the status and the problem's detail. */
import { state } from "./state.js";

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export async function api(path, { method = "GET", params = {}, body } = {}) {
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

// ------------------------------------------------------------------------------------------ the endpoints
// GET /filings
export const listFilings = () => api("filings");

// GET /filings/{accession}/findings
export const listFindings = (accession) => api(`filings/${encodeURIComponent(accession)}/findings`);

// POST /rules/{rule}/run
export const runRuleOn = (rule, accession) =>
  api(`rules/${encodeURIComponent(rule)}/run`, { method: "POST", body: { accession } });

// GET /filings/{accession}/statement?concept=&period=
export const statementOf = (accession, { concept, period }) =>
  api(`filings/${encodeURIComponent(accession)}/statement`, { params: { concept, period } });

// GET /graph/neighbourhood
export const neighbourhood = (node, { hops = 1, limit = 100, types = [] } = {}) =>
  api("graph/neighbourhood", { params: { node, hops, limit, types } });
