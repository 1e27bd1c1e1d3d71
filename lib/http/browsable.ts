// The browsable API (`?format=api`, or a browser's Accept: text/html): the same status, headers and
// data as the JSON answer, as an HTML page — pretty JSON with clickable links, the Allow header, and on
// writable endpoints a form that sends a JSON body. Everything is escaped; a nonce-based CSP allows
// only the page's own small script and style.
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/errors.ts";
import { escapeHtml } from "@/lib/html.ts";

/** Whether this request wants the browsable page. Throws 404 for an unknown ?format=. */
export function wantsBrowsable(request: Request): boolean {
  const format = new URL(request.url).searchParams.get("format");
  if (format === "api") return true;
  if (format === "json") return false;
  if (format !== null) throw new ApiError(404, { detail: "Not found." });
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

function renderValue(value: unknown, indent: string): string {
  if (value === null) return '<span class="n">null</span>';
  if (typeof value === "string") {
    const quoted = escapeHtml(JSON.stringify(value));
    return /^https?:\/\/[^\s"<>]+$/.test(value) ? `<a href="${escapeHtml(value)}" rel="nofollow">${quoted}</a>` : `<span class="s">${quoted}</span>`;
  }
  if (typeof value === "number" || typeof value === "boolean") return `<span class="n">${escapeHtml(String(value))}</span>`;
  const inner = indent + "    ";
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    return `[\n${value.map((v) => inner + renderValue(v, inner)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return "{}";
  return `{\n${entries.map(([k, v]) => `${inner}<span class="k">${escapeHtml(JSON.stringify(k))}</span>: ${renderValue(v, inner)}`).join(",\n")}\n${indent}}`;
}

export interface BrowsableInput {
  name: string;
  description: string;
  method: string;
  path: string;
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
  /** Methods that take a body and that the caller may use; empty for a read-only endpoint. */
  writableMethods: string[];
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f1b16;background:#faf7f2}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.5rem;margin:0 0 4px}p.d{margin:0 0 16px;color:#5a5147}
.req{font-family:ui-monospace,monospace;background:#efe9df;padding:8px 12px;border-radius:6px}
pre{background:#fff;border:1px solid #e2d9cc;border-radius:6px;padding:12px;overflow:auto;white-space:pre-wrap;word-break:break-word}
.h{color:#5a5147}.k{color:#7a2e0e}.s{color:#1d5e3a}.n{color:#1b4f8a}a{color:#1b4f8a}
form{margin-top:24px;background:#fff;border:1px solid #e2d9cc;border-radius:6px;padding:12px}
label{display:block;font-weight:600;margin:8px 0 4px}textarea{width:100%;min-height:140px;font-family:ui-monospace,monospace;box-sizing:border-box}
button,select{font:inherit;padding:6px 14px;margin-top:8px}`;

const SCRIPT = `
document.getElementById("send").addEventListener("submit", async (e) => {
  e.preventDefault();
  const method = document.getElementById("method").value;
  const body = document.getElementById("body").value;
  const out = document.getElementById("result");
  try {
    const r = await fetch(location.pathname + "?format=json", { method, headers: { "Content-Type": "application/json", "Accept": "application/json" }, body, credentials: "same-origin" });
    const text = await r.text();
    let pretty = text;
    try { pretty = JSON.stringify(JSON.parse(text), null, 4); } catch {}
    out.textContent = "HTTP " + r.status + " " + r.statusText + "\\n\\n" + pretty;
  } catch (err) { out.textContent = String(err); }
});`;

/** The page, and the Content-Security-Policy that goes with it. */
export function renderBrowsable(input: BrowsableInput): { html: string; csp: string } {
  const nonce = randomBytes(16).toString("base64");
  const shownHeaders = ["allow", "content-type", "vary", "location", "retry-after", "www-authenticate", "session-id"]
    .map((h) => [h, input.headers.get(h)] as const)
    .filter(([, v]) => v !== null)
    .map(([h, v]) => `<b>${escapeHtml(h.replace(/(^|-)\w/g, (c) => c.toUpperCase()))}:</b> ${escapeHtml(v!)}`)
    .join("\n");
  const form = input.writableMethods.length
    ? `<form id="send"><label for="method">Method</label><select id="method">${input.writableMethods
        .map((m) => `<option>${escapeHtml(m)}</option>`)
        .join("")}</select><label for="body">JSON body</label><textarea id="body" spellcheck="false">{}</textarea><button type="submit">Send</button><pre id="result" aria-live="polite"></pre></form><script nonce="${nonce}">${SCRIPT}</script>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(input.name)} – API</title><style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(input.name)}</h1><p class="d">${escapeHtml(input.description)}</p><p class="req">${escapeHtml(input.method)} ${escapeHtml(input.path)}</p><pre><span class="h"><b>HTTP ${input.status} ${escapeHtml(input.statusText)}</b>\n${shownHeaders}</span>\n\n${renderValue(input.data, "")}</pre>${form}</main></body></html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}
