import { describe, expect, it } from "vitest";
import { ThrottledError } from "@/lib/errors.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { checkPassword } from "./password-login.ts";

useTestDatabase();

describe("checkPassword", () => {
  it("answers the user for the right password, by e-mail in any case, and null otherwise", async () => {
    const user = await createUser({ email: "meera@example.in", password: "teak and cane" });
    expect((await checkPassword("Meera@Example.in ", "teak and cane", "10.0.0.1"))?.id).toBe(user.id);
    expect(await checkPassword("meera@example.in", "wrong", "10.0.0.1")).toBeNull();
    expect(await checkPassword("nobody@example.in", "teak and cane", "10.0.0.1")).toBeNull();
    const inactive = await createUser({ email: "gone@example.in", password: "teak and cane", isActive: false });
    expect(inactive.isActive).toBe(false);
    expect(await checkPassword("gone@example.in", "teak and cane", "10.0.0.1")).toBeNull();
  });

  it("refuses a sixth try after five failures for one account from one address, with the documented 429", async () => {
    await createUser({ email: "arjun@example.in", password: "sheesham" });
    for (let i = 0; i < 5; i++) expect(await checkPassword("arjun@example.in", "guess", "10.0.0.2")).toBeNull();
    const refused = await checkPassword("arjun@example.in", "sheesham", "10.0.0.2").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ThrottledError);
    const error = refused as ThrottledError;
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/) });
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(0);
    // Another address is not held back (there is no account lockout), and successes never count.
    expect((await checkPassword("arjun@example.in", "sheesham", "10.0.0.3"))?.email).toBe("arjun@example.in");
  });

  it("refuses an address after 100 failures in an hour, whichever accounts it tried", async () => {
    for (let i = 0; i < 100; i++) expect(await checkPassword(`user${i}@example.in`, "guess", "10.0.0.4")).toBeNull();
    await expect(checkPassword("someone@example.in", "guess", "10.0.0.4")).rejects.toBeInstanceOf(ThrottledError);
  }, 120_000);
});
