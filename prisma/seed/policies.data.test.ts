// The policies name only pages that exist and link them; phone numbers and addresses are links.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPolicySlug } from "@/lib/content/policies.ts";
import { policies } from "./policies.data.ts";

const app = path.resolve(import.meta.dirname, "../../app");
// The shop's groups live under the language segment (app/[locale]/(shop)/…), the rest at the top.
const groupsIn = (folder: string) => readdirSync(path.join(app, folder)).filter((d) => d.startsWith("(")).map((d) => path.join(folder, d));
const groups = ["", "[locale]", ...groupsIn(""), ...groupsIn("[locale]")];

/** True when a page answers `href` ("/contact/", "/policies/return-policy/"). */
function pageExists(href: string): boolean {
  const segments = href.split("/").filter(Boolean);
  if (segments[0] === "policies") return segments.length === 2 && isPolicySlug(segments[1]);
  return groups.some((g) => existsSync(path.join(app, g, ...segments, "page.tsx")));
}

const links = (markdown: string) => [...markdown.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => ({ text: m[1], href: m[2] }));

describe("policy texts", () => {
  for (const policy of policies) {
    it(`${policy.slug} links pages that exist, and its phone numbers and addresses`, () => {
      const found = links(policy.content);
      for (const { href } of found) {
        if (href.startsWith("/")) expect(pageExists(href), href).toBe(true);
        else expect(href).toMatch(/^(tel:\+\d{8,15}|mailto:[^@\s]+@[^@\s]+)$/);
      }
      for (const { text, href } of found.filter((l) => l.href.startsWith("tel:"))) expect(href).toBe(`tel:${text.replace(/\s/g, "")}`);
      const outsideLinks = policy.content.replace(/\[[^\]]+\]\([^)]+\)/g, "");
      expect(outsideLinks).not.toMatch(/\+91[\d\s]{8,}/);
      expect(outsideLinks).not.toMatch(/[\w.]+@vanyaliving\.in/);
      expect(outsideLinks).not.toMatch(/My (orders|account)/);
    });
  }

  it("the terms link the return policy", () => {
    const terms = policies.find((p) => p.slug === "terms-and-conditions")!;
    expect(links(terms.content)).toContainEqual({ text: "Return and Refund Policy", href: "/policies/return-policy/" });
  });
});
