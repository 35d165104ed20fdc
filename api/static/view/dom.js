/* Small DOM helpers shared by the panels and the drawing. */

export const SVG_NS = "http://www.w3.org/2000/svg";

export const $ = (sel) => document.querySelector(sel);

export function svgEl(name, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (parent) parent.append(el);
  return el;
}

export function cell(text, cls, title) {
  const td = document.createElement("td");
  td.className = cls || "";
  td.textContent = text ?? "";
  if (title) td.title = title;
  return td;
}

export function heading(text) {
  const h = document.createElement("h3");
  h.textContent = text;
  return h;
}

export function button(text, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.addEventListener("click", onClick);
  return b;
}
