import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown.ts";

describe("markdownToHtml", () => {
  it("renders headings, emphasis, lists and tables", () => {
    expect(markdownToHtml("## Returns\n\nWithin **10 days**, _unused_.\n\n- one\n- two\n")).toBe(
      "<h2>Returns</h2>\n<p>Within <strong>10 days</strong>, <em>unused</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n",
    );
    expect(markdownToHtml("| Data | Kept for |\n|---|---|\n| Logs | 90 days |\n")).toBe(
      "<table>\n<thead>\n<tr>\n<th>Data</th>\n<th>Kept for</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Logs</td>\n<td>90 days</td>\n</tr>\n</tbody></table>\n",
    );
  });

  it("keeps the line breaks staff type, as in an address", () => {
    expect(markdownToHtml("**Grievance Officer**\nPlot 14, Basni\nJodhpur 342005")).toBe(
      "<p><strong>Grievance Officer</strong><br>Plot 14, Basni<br>Jodhpur 342005</p>\n",
    );
  });

  it("shows raw HTML as text, in blocks and inline", () => {
    expect(markdownToHtml('<script>alert("x")</script>')).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(markdownToHtml('Hi <img src=x onerror="alert(1)"> there')).toBe(
      "<p>Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; there</p>\n",
    );
  });

  it("keeps web, mail, phone and on-site links and drops the rest to their text", () => {
    expect(markdownToHtml("[site](https://example.com/a?b=1&c=2)")).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a></p>\n',
    );
    expect(markdownToHtml("[mail](mailto:care@vanyaliving.in) [returns](/policies/return-policy/)")).toBe(
      '<p><a href="mailto:care@vanyaliving.in">mail</a> <a href="/policies/return-policy/">returns</a></p>\n',
    );
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "//evil.example/"]) {
      expect(markdownToHtml(`[click](${href.replace("\t", "&#9;")})`), href).toBe("<p>click</p>\n");
    }
  });

  it("escapes link titles and image alt text, and drops images from unsafe addresses", () => {
    expect(markdownToHtml('[a](/x "say \\"hi\\"")')).toBe('<p><a href="/x" title="say &quot;hi&quot;">a</a></p>\n');
    expect(markdownToHtml("![A \"sofa\"](/media/sofa.jpg)")).toBe('<p><img src="/media/sofa.jpg" alt="A &quot;sofa&quot;" loading="lazy"></p>\n');
    expect(markdownToHtml("![x](javascript:alert(1))")).toBe("<p>x</p>\n");
  });
});
