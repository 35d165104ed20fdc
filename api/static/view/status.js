/* The status line, and `busy`: runs one piece of work with the page marked aria-busy, reporting its error. */
import { ApiError } from "./api.js";
import { $ } from "./dom.js";
import { state } from "./state.js";

export function setStatus(text, kind = "info") {
  const el = $("#status");
  el.textContent = text;
  el.dataset.kind = kind;
}

export async function busy(label, work) {
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

export function reportError(err) {
  if (err instanceof ApiError && err.status === 401) {
    setStatus(state.key ? "The API refused this key (401). Check it and press “Use key”."
                        : "This API needs a key: enter it above and press “Use key”.", "error");
    $("#api-key").focus();
  } else {
    setStatus(err instanceof ApiError ? `${err.status}: ${err.message}` : `Error: ${err.message || err}`, "error");
  }
}
