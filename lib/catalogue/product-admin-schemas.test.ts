// The product editor's form as the staff API's body: the made-to-order lead time in weeks or working
// days becomes days for the schema, and stays as typed for a refused form to show again.
import { describe, expect, it } from "vitest";
import { AdminProductPatchInput, productFormInput } from "./product-admin-schemas.ts";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe("the product form's lead time", () => {
  it("is counted in working days, a week being six", () => {
    const body = productFormInput(form({ title: "Almirah", lead_shown: "1", lead_min: "4", lead_max: " 6 ", lead_unit: "weeks" }));
    expect(body).toMatchObject({ made_to_order_min_days: 24, made_to_order_max_days: 36, lead_min: "4", lead_max: " 6 ", lead_unit: "weeks" });
    expect(AdminProductPatchInput.parse(body)).toEqual({ title: "Almirah", made_to_order_min_days: 24, made_to_order_max_days: 36 });
    expect(AdminProductPatchInput.parse(productFormInput(form({ lead_shown: "1", lead_min: "10", lead_max: "15", lead_unit: "days" })))).toEqual({ made_to_order_min_days: 10, made_to_order_max_days: 15 });
  });

  it("left empty clears the product's own (its class's applies), and is left alone by a form without it", () => {
    expect(AdminProductPatchInput.parse(productFormInput(form({ lead_shown: "1", lead_min: "", lead_max: "", lead_unit: "weeks" })))).toEqual({ made_to_order_min_days: null, made_to_order_max_days: null });
    expect(productFormInput(form({ title: "Almirah" }))).toEqual({ title: "Almirah" });
  });

  it("names each mistake beside its end", () => {
    const issues = (f: Record<string, string>) => AdminProductPatchInput.safeParse(productFormInput(form({ lead_shown: "1", lead_unit: "weeks", ...f }))).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ lead_min: "4", lead_max: "" })).toEqual([["made_to_order_max_days", "Give both ends of the lead time, or neither."]]);
    expect(issues({ lead_min: "6", lead_max: "4" })).toEqual([["made_to_order_max_days", "Must not be sooner than the shortest."]]);
    expect(issues({ lead_min: "four", lead_max: "6" })).toEqual([["made_to_order_min_days", "Enter a whole number."]]);
  });
});
