// The landing page of the link in the verification mail (issue 8: "lands on a page that says what
// happened"; issue 20: confirming needs the account's password): the page and its Server Action are
// called as Next calls them and the page's markup is rendered, for a valid link, the POST that confirms
// it, a wrong password, an already-used link, links that do not work and a removed account.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { queueEmailVerification } from "@/lib/auth/email-verification.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";

// The Server Action reads the request's headers (next/headers exists only inside a Next request).
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "shop.test", origin: "http://shop.test" }) }));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));
const { confirmEmail } = await import("./actions.ts");
const { default: VerifyEmailPage } = await import("./page.tsx");

useTestDatabase();

const PASSWORD = "walnut-almirah-77";

/** The page's HTML for a query string, as a visitor following a link would get it. */
async function landing(search: Record<string, string>): Promise<string> {
  return renderToStaticMarkup(await VerifyEmailPage({ searchParams: Promise.resolve(search) }));
}

/** Where the Server Action sends the browser (Next's redirect() throws with the target in its digest). */
async function confirmTarget(token: string, password = PASSWORD): Promise<string> {
  const form = new FormData();
  form.set("token", token);
  form.set("password", password);
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
  const user = await createUser({ email, password: PASSWORD });
  await db().user.update({ where: { id: user.id }, data: { emailVerified: false } });
  await transaction((tx) => queueEmailVerification(tx, { id: user.id, email, firstName: "Asha" }));
  const { verifyUrl } = await latestSecrets(email, "email-verification");
  return { token: new URL(verifyUrl).searchParams.get("token")!, userId: user.id };
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const verified = async (userId: number) => (await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified;

describe("the e-mail verification landing page", () => {
  it("a valid link asks for the account's password (looking confirms nothing), offers to remove the account and says what a code does; the right password confirms", async () => {
    const { token, userId } = await shopperWithLink("asha.valid@example.in");
    const html = await landing({ token });
    expect(heading(html)).toBe("Confirm your e-mail address");
    expect(html).toContain("<strong>asha.valid@example.in</strong>");
    expect(html.match(new RegExp(`<input type="hidden" name="token" value="${token}"/>`, "g"))).toHaveLength(2);
    expect(html).toMatch(/<label for="password"[^>]*>Password of this account<\/label>/);
    const field = /<input id="password"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="password"', 'type="password"', 'autoComplete="current-password"', 'required=""']) expect(field).toContain(attribute);
    expect(html).toContain("Confirm my address");
    expect(html).toContain("I did not make this account");
    expect(html).toContain("the first sign-in by code removes its password and signs out every phone, computer and app that was signed in with it");
    expect(await verified(userId)).toBe(false);

    expect(await confirmTarget(token, "not-my-password")).toBe(`/account/verify-email/?token=${token}&problem=password`);
    expect(await verified(userId)).toBe(false);
    const wrong = await landing({ token, problem: "password" });
    expect(heading(wrong)).toBe("Confirm your e-mail address");
    expect(wrong).toMatch(/<span id="password-error" class="[^"]*" role="alert">That is not the password of this account.<\/span>/);
    expect(wrong).toContain('aria-invalid="true"');

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
    expect(html).not.toContain("Confirm my address");
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
      expect(html).not.toContain("Confirm my address");
    }
    expect(await confirmTarget(unknown)).toBe("/account/verify-email/?failed=1");
    expect(await verified(userId)).toBe(false);
  });

  it("after \"I did not make this account\" the page says the account is removed and offers a code", async () => {
    const html = await landing({ removed: "1" });
    expect(heading(html)).toBe("The account is removed");
    expect(html).toContain("everyone who was signed in with it is signed out");
    expect(html).toContain('href="/account/login/"');
  });
});
