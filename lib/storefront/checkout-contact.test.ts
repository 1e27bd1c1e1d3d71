import { afterEach, describe, expect, it } from "vitest";
import { checkoutFields, guestContactRefusal } from "@/lib/checkout/input.ts";
import { resetConfig } from "@/lib/config.ts";
import { ApiError } from "@/lib/errors.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { guestContactError } from "./checkout-contact.ts";

// The contact step's answer is the checkout's: the field error POST /api/v2/checkout/ gives guest_email.
const endpointAnswer = (guest_email: unknown) =>
  checkoutFields({ guest_email }).then(
    () => null,
    (e: ApiError) => [e.status, e.body],
  );

describe("guestContactError", () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
    resetConfig();
  });

  it("refuses what checkout refuses, with its message (an address the usual a@b.c pattern lets through too)", async () => {
    for (const typed of ["kavya..iyer@example.in", "kavya@example", "kavya", "", "   ", `${"a".repeat(250)}@example.in`]) {
      const refusal = await guestContactRefusal(typed.trim());
      expect(refusal, typed).toBeInstanceOf(ApiError);
      if (typed.trim()) expect([refusal!.status, refusal!.body], typed).toEqual(await endpointAnswer(typed.trim()));
    }
    expect(await guestContactError("kavya..iyer@example.in")).toBe("Enter a valid email address.");
    expect(await guestContactError("")).toBe("Enter a valid email address.");
    expect(await guestContactError(`${"a".repeat(250)}@example.in`)).toBe("Ensure this field has no more than 254 characters.");
  });

  it("accepts what checkout accepts, trimmed as placing the order sends it", async () => {
    expect(await endpointAnswer("kavya.iyer@example.in")).toBeNull();
    expect(await guestContactError("kavya.iyer@example.in")).toBeNull();
    expect(await guestContactError("  Kavya.Iyer@Example.in ")).toBeNull();
  });

  it("says so when the shop takes no guest orders", async () => {
    restore = setEnv({ ALLOW_ANON_CHECKOUT: "0" });
    resetConfig();
    expect(await guestContactError("kavya.iyer@example.in")).toBe("Please sign in to place an order.");
  });
});
