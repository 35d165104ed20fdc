/* How numbers, periods, weights, QNames and property values are written on the page. */

const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

export function fmtNumber(v) {
  return typeof v === "number" && Number.isFinite(v) ? NUMBER.format(v) : (v == null ? "" : String(v));
}

export function fmtPeriod(p) {
  if (!p) return "";
  const day = (s) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
  const m = /^(\d{8})(?:-(\d{8}))?$/.exec(p);
  if (!m) return p;
  return m[2] ? `${day(m[1])} – ${day(m[2])}` : day(m[1]);
}

export function localName(qname) {
  const s = String(qname || "");
  const i = s.indexOf(":");
  return i >= 0 ? s.slice(i + 1) : s;
}

export function fmtWeight(w) {
  if (typeof w !== "number") return "";
  return (w > 0 ? "+" : w < 0 ? "−" : "") + NUMBER.format(Math.abs(w));
}

export function fmtValue(v) {
  if (Array.isArray(v)) return v.length ? v.map(fmtValue).join(", ") : "none";
  if (v === null || v === undefined) return "—";
  if (typeof v === "number") return fmtNumber(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return String(v);
}
