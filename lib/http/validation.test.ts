import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput } from "./validation.ts";

async function errors(schema: z.ZodType, data: unknown) {
  const r = await parseInput(schema, data);
  if (r.ok) throw new Error("expected errors");
  return r.errors;
}

describe("field errors in the documented shape", () => {
  const address = z.object({ postcode: z.string().regex(/^[1-9]\d{5}$/, "Enter a valid postcode."), line1: z.string().min(1) });
  const schema = z
    .object({
      email: z.email(),
      quantity: z.int().min(1).max(10000),
      kind: z.enum(["cod"]),
      note: z.string().max(5).optional(),
      shipping_address: address,
      options: z.array(z.object({ option: z.int(), value: z.string().min(1) })).optional(),
      tags: z.array(z.int()).optional(),
    })
    .refine((v) => v.quantity !== 13, { message: "Unlucky quantity." });

  it("names each field with its messages", async () => {
    expect(await errors(schema, {})).toEqual({
      email: ["This field is required."],
      quantity: ["This field is required."],
      kind: ["This field is required."],
      shipping_address: ["This field is required."],
    });
  });

  it("uses the messages clients know for each kind of mistake", async () => {
    expect(
      await errors(schema, {
        email: "nope",
        quantity: 0,
        kind: "card",
        note: "too long",
        shipping_address: { postcode: "012345", line1: "" },
        options: [{ option: 1, value: "ok" }, { option: "x", value: "" }],
        tags: [1, "two"],
      }),
    ).toEqual({
      email: ["Enter a valid email address."],
      quantity: ["Ensure this value is greater than or equal to 1."],
      kind: ['"card" is not a valid choice.'],
      note: ["Ensure this field has no more than 5 characters."],
      shipping_address: { postcode: ["Enter a valid postcode."], line1: ["This field may not be blank."] },
      options: [{}, { option: ["A valid integer is required."], value: ["This field may not be blank."] }],
      tags: { 1: ["A valid integer is required."] },
    });
  });

  it("puts object-level errors under non_field_errors", async () => {
    const valid = { email: "a@b.in", quantity: 13, kind: "cod", shipping_address: { postcode: "560001", line1: "1 MG Road" } };
    expect(await errors(schema, valid)).toEqual({ non_field_errors: ["Unlucky quantity."] });
  });

  it("reports a body that is not an object", async () => {
    expect(await errors(schema, [1, 2])).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });
});

describe("one clear message for each field", () => {
  it("words an integer outside the safe range as the field's own bound, once", async () => {
    const schema = z.object({ n: z.int().min(1).max(10000), m: z.int().gt(0).lt(100), free: z.int() });
    expect(await errors(schema, { n: 1e20, m: -1e20, free: 2 ** 53 })).toEqual({
      n: ["Ensure this value is less than or equal to 10000."],
      m: ["Ensure this value is greater than 0."],
      free: ["Ensure this value is less than or equal to 9007199254740991."],
    });
  });

  it("gives a field of the wrong type only the type message", async () => {
    expect(await errors(z.object({ name: z.string().min(1).max(5) }), { name: [] })).toEqual({ name: ["Not a valid string."] });
  });

  it("names a missing or null field of a union, and shows a refused list or object as JSON", async () => {
    const schema = z.object({ a: z.union([z.string(), z.number()]), b: z.union([z.string(), z.number()]), c: z.union([z.string(), z.number()]), kind: z.enum(["cod"]) });
    expect(await errors(schema, { b: null, c: [], kind: { x: 1 } })).toEqual({
      a: ["This field is required."],
      b: ["This field may not be null."],
      c: ["Invalid input."],
      kind: ['"{"x":1}" is not a valid choice.'],
    });
  });
});

describe("NUL characters", () => {
  const NUL = "Null characters are not allowed.";

  it("are refused in any text, nested or in a key, beside the schema's own errors", async () => {
    const schema = z.object({
      name: z.string(),
      email: z.email(),
      address: z.object({ line1: z.string() }),
      tags: z.array(z.string()),
      extra: z.record(z.string(), z.int()),
    });
    expect(await errors(schema, { name: "As\u0000ha", email: "nope", address: { line1: "\u0000" }, tags: ["ok", "b\u0000"], extra: { "k\u0000": 1 } })).toEqual({
      name: [NUL],
      email: ["Enter a valid email address."],
      address: { line1: [NUL] },
      tags: { 1: [NUL] },
      extra: { "k\u0000": [NUL] },
    });
  });

  it("are refused where the schema takes anything, and in fields it would drop", async () => {
    expect(await errors(z.object({ note: z.unknown() }), { note: { deep: ["\u0000"] } })).toEqual({ note: { deep: { 0: [NUL] } } });
    expect(await errors(z.object({ name: z.string() }), { name: "Asha", stray: "\u0000" })).toEqual({ stray: [NUL] });
  });

  it("leave every other text alone", async () => {
    const r = await parseInput(z.object({ name: z.string() }), { name: "Asha \\0 \u2400 Rao" });
    expect(r).toEqual({ ok: true, data: { name: "Asha \\0 \u2400 Rao" } });
  });
});
