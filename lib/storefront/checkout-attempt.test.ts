import { describe, expect, it } from "vitest";
import { readCheckoutAttempt } from "./checkout-attempt.ts";

describe("readCheckoutAttempt", () => {
  it("gives back what was typed and the errors", () => {
    const attempt = readCheckoutAttempt(JSON.stringify({ values: { first_name: "Kavya", postcode: "560001", country: "IN", guest_email: "k@example.in" }, errors: { postcode: "We do not deliver to 560001 yet." } }));
    expect(attempt?.values).toMatchObject({ first_name: "Kavya", postcode: "560001", guest_email: "k@example.in", line1: "", address_choice: "new" });
    expect(attempt?.errors).toEqual({ postcode: "We do not deliver to 560001 yet." });
  });

  it("keeps a refused GSTIN and its message for the page drawn again", () => {
    const attempt = readCheckoutAttempt(JSON.stringify({ values: { gstin: "27AAPFU0939F1ZW", business_name: "Urban Interiors LLP" }, errors: { gstin: "Enter a valid GSTIN." } }));
    expect(attempt?.values).toMatchObject({ gstin: "27AAPFU0939F1ZW", business_name: "Urban Interiors LLP" });
    expect(attempt?.errors).toEqual({ gstin: "Enter a valid GSTIN." });
  });

  it("ignores anything that is not an attempt", () => {
    expect(readCheckoutAttempt(undefined)).toBeNull();
    expect(readCheckoutAttempt("{not json")).toBeNull();
    expect(readCheckoutAttempt(JSON.stringify({ values: "x" }))).toBeNull();
    expect(readCheckoutAttempt(JSON.stringify({ values: {}, errors: { __proto__: "x", other: 5, form: "Shown" } }))?.errors).toEqual({ form: "Shown" });
  });
});
