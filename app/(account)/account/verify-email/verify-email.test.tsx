// The landing page of the link in the verification mail (issue 8: "lands on a page that says what
// happened"): the page and its Server Action are called as Next calls them and the page's markup is
// rendered, for a valid link, the POST that confirms it, an already-used link and links that do not work.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { queueEmailVerification } from "@/lib/auth/email-verification.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import { confirmEmail } from "./actions.ts";
import VerifyEmailPage from "./page.tsx";

useTestDatabase();

/** The page's HTML for a query string, as a visitor following a link would get it. */
async function landing(search: Record<string, string>): Promise<string> {
  return renderToStaticMarkup(await VerifyEmailPage({ searchParams: Promise.resolve(search) }));
}

/** Where the Server Action sends the browser (Next's redirect() throws with the target in its digest). */
async function confirmTarget(token: string): Promise<string> {
  const form = new FormData();
  form.set("token", token);
  try {
    await confirmEmail(form);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2];
    throw error;
  }
  throw new Error("confirmEmail did not redirect");
}

/** A registered, unverified shopper and the token their mail carries. */
async function shopperWithLink(email: string): Promise<{ token: string; userId: number }> {
  const user = await createUser({ email });
  await db().user.update({ where: { id: user.id }, data: { emailVerified: false } });
  await transaction((tx) => queueEmailVerification(tx, { id: user.id, email, firstName: "Asha" }));
  const { verifyUrl } = await latestSecrets(email, "email-verification");
  return { token: new URL(verifyUrl).searchParams.get("token")!, userId: user.id };
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const verified = async (userId: number) => (await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified;

describe("the e-mail verification landing page", () => {
  it("a valid link asks to confirm the address (looking confirms nothing); the button's POST confirms it and says so", async () => {
    const { token, userId } = await shopperWithLink("asha.valid@example.in");
    const html = await landing({ token });
    expect(heading(html)).toBe("Confirm your e-mail address");
    expect(html).toContain("<strong>asha.valid@example.in</strong>");
    expect(html).toMatch(new RegExp(`<input type="hidden" name="token" value="${token}"/>`));
    expect(html).toContain("Yes, this is my address");
    expect(await verified(userId)).toBe(false);

    expect(await confirmTarget(token)).toBe("/account/verify-email/?confirmed=1");
    expect(await verified(userId)).toBe(true);
    const done = await landing({ confirmed: "1" });
    expect(heading(done)).toBe("Your e-mail address is confirmed");
    expect(done).toContain('<p role="status">Thank you.');
  });

  it("an already-used link says the address was confirmed before, and confirming again fails", async () => {
    const { token } = await shopperWithLink("asha.used@example.in");
    expect(await confirmTarget(token)).toBe("/account/verify-email/?confirmed=1");
    const html = await landing({ token });
    expect(heading(html)).toBe("Already confirmed");
    expect(html).toContain("The address asha.used@example.in was confirmed with this link before.");
    expect(html).not.toContain("Yes, this is my address");
    expect(await confirmTarget(token)).toBe("/account/verify-email/?failed=1");
  });

  it("an invalid link (unknown, malformed, missing, or a failed confirmation) says it no longer works and offers a code", async () => {
    const { token, userId } = await shopperWithLink("asha.invalid@example.in");
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const searches: Record<string, string>[] = [{ token: unknown }, { token: "not-a-token" }, {}, { failed: "1" }];
    for (const search of searches) {
      const html = await landing(search);
      expect(heading(html), JSON.stringify(search)).toBe("This link no longer works");
      expect(html).toContain("Sign in with a code");
      expect(html).not.toContain("Yes, this is my address");
    }
    expect(await confirmTarget(unknown)).toBe("/account/verify-email/?failed=1");
    expect(await verified(userId)).toBe(false);
  });
});
