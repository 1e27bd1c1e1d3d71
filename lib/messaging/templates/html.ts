// HTML for e-mail templates: every interpolated value is escaped unless it is already `SafeHtml`
// (built by `html` itself), so a customer's name can never inject markup into a message.

import { escapeHtml } from "@/lib/html.ts";

/** A fragment of HTML that is already safe to emit as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name`; nested `html` fragments and arrays pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * A link's target, checked: templates only ever link to web pages or mail addresses. Any other
 * scheme (`javascript:`, `data:`) is a bug in the caller, so it throws rather than send the message.
 */
export function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`Not an absolute URL for an e-mail link: ${JSON.stringify(url)}`);
  }
  if (!["http:", "https:", "mailto:"].includes(parsed.protocol)) {
    throw new TypeError(`Refusing a ${parsed.protocol} link in an e-mail`);
  }
  return url;
}

/** Paragraphs of user-supplied text with its line breaks kept. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r?\n/)
      .map((line) => escapeHtml(line))
      .join("<br>"),
  );
}
