import { describe, expect, it } from "vitest";
import { checkoutErrors } from "./checkout-errors.ts";

describe("checkoutErrors", () => {
  it("puts an address's field errors beside its fields", () => {
    expect(checkoutErrors(406, { shipping_address: { postcode: ["We do not deliver to 190001 yet."], phone_number: ["Enter a valid phone number."] } }, false)).toEqual({
      postcode: "We do not deliver to 190001 yet.",
      phone_number: "Enter a valid phone number.",
    });
  });

  it("puts them beside the chosen saved address when one was chosen", () => {
    expect(checkoutErrors(406, { shipping_address: { postcode: ["We do not deliver to 190001 yet."] } }, true)).toEqual({ address_choice: "We do not deliver to 190001 yet." });
  });

  it("turns the ordered non-field errors into sentences in their places", () => {
    expect(checkoutErrors(406, { non_field_errors: ["Guest email is required for anonymous checkouts"] }, false)).toEqual({ guest_email: "Enter your e-mail address." });
    expect(checkoutErrors(406, { non_field_errors: ["Shipping method 'express' is not available"] }, false)).toEqual({
      shipping_method_code: "Shipping method 'express' is not available. Please choose another.",
    });
    expect(checkoutErrors(406, { non_field_errors: ["Total incorrect 100.00 != 120.00"] }, false).form).toMatch(/^Your basket or its delivery charge changed/);
    expect(checkoutErrors(406, { non_field_errors: ["'Teak Sofa': a maximum of 2 can be bought"] }, false)).toEqual({ form: "'Teak Sofa': a maximum of 2 can be bought" });
  });

  it("puts a refused GSTIN beside its field", () => {
    expect(checkoutErrors(406, { gstin: ["Enter a valid GSTIN."] }, true)).toEqual({ gstin: "Enter a valid GSTIN." });
  });

  it("explains a basket that can no longer be ordered", () => {
    expect(checkoutErrors(401, "Unauthorized", false).form).toMatch(/can no longer be checked out/);
    expect(checkoutErrors(400, ["Invalid hyperlink - Object does not exist."], false).form).toMatch(/basket changed/);
  });
});
