import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as privacy from "./privacy-policy/route.ts";
import * as returns from "./return-policy/route.ts";
import * as terms from "./terms-and-conditions/route.ts";

useTestDatabase();

describe("GET /api/v2/policies/legals/{policy}/", () => {
  it("answers the policy with its Markdown rendered to sanitised HTML", async () => {
    const row = await db().policy.create({
      data: {
        slug: "return-policy",
        title: "Return and Refund Policy",
        content: "## Returns\n\nWithin **10 days**. <script>alert(1)</script> [Write to us](mailto:care@vanyaliving.in) or [this](javascript:alert(1)).",
      },
    });
    const r = await call(returns, "/api/v2/policies/legals/return-policy/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      slug: "return-policy",
      title: "Return and Refund Policy",
      content:
        '<h2>Returns</h2>\n<p>Within <strong>10 days</strong>. &lt;script&gt;alert(1)&lt;/script&gt; <a href="mailto:care@vanyaliving.in">Write to us</a> or this.</p>\n',
      updated_at: row.updatedAt.toISOString(),
    });
    expect(r.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(r.headers.get("cache-control")).toBeNull();
  });

  it("shows a change staff make at once", async () => {
    await db().policy.update({ where: { slug: "return-policy" }, data: { content: "Now **14 days**." } });
    const r = await call(returns, "/api/v2/policies/legals/return-policy/");
    expect(r.json.content).toBe("<p>Now <strong>14 days</strong>.</p>\n");
  });

  it("is 404 while staff have not written the policy", async () => {
    for (const [route, path] of [[privacy, "privacy-policy"], [terms, "terms-and-conditions"]] as const) {
      const r = await call(route, `/api/v2/policies/legals/${path}/`);
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
  });

  it("is read-only", async () => {
    const r = await call(terms, "/api/v2/policies/legals/terms-and-conditions/", { method: "PUT", body: { title: "x" } });
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ detail: 'Method "PUT" not allowed.' });
  });
});
