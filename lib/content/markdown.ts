// Staff write content (policies, descriptions) in Markdown; the API and the pages get HTML that is safe by
// construction: raw HTML in the source is shown as text, and links and images keep only web, mail and
// phone addresses or paths on this site.
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "@/lib/html.ts";

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** An address a link or image may point to, or null when it could run script or leave the web. */
function safeUrl(href: string): string | null {
  // Browsers ignore tabs, newlines and leading control characters inside a scheme ("java\tscript:").
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, "");
  return SAFE_URL.test(cleaned) ? cleaned : null;
}

const markdown = new Marked({
  gfm: true,
  // Staff type in a text box: a line break they type is a line break on the page (an address, say).
  breaks: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link): string {
      const label = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const external = /^https?:/i.test(url) ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(url)}"${titleAttr}${external}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image): string {
      const url = safeUrl(href);
      if (!url) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** Markdown (GitHub flavour, tables included) as sanitised HTML. */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
