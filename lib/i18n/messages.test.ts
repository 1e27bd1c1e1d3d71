import { describe, expect, it } from "vitest";
import { STATUS_LABELS } from "@/lib/orders/pipeline-rules.ts";
import { messagesOf } from "./messages.ts";

/** Every key path of a message tree, with the text's {placeholders}. */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string" ? [`${prefix}${name} ${[...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join(",")}`] : keys(value as object, `${prefix}${name}.`),
  );
}

describe("the shop's texts", () => {
  it("has a Hindi text for every English one, with the same placeholders", () => {
    expect(keys(messagesOf("hi")).sort()).toEqual(keys(messagesOf("en")).sort());
  });

  it("leaves no Hindi text empty or still in English (apart from names and codes)", () => {
    const hindi = keys(messagesOf("hi"));
    expect(hindi.length).toBeGreaterThan(50);
    const flat = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : flat(v as object)));
    const english = flat(messagesOf("en"));
    const empty = flat(messagesOf("hi")).filter((text) => text.trim() === "");
    expect(empty).toEqual([]);
    // A Hindi text is in Devanagari unless it is only a name, a code, a number or a placeholder.
    const untranslated = flat(messagesOf("hi")).filter((text, i) => !/[\u0900-\u097F]/.test(text) && /[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, "")) && text === english[i]);
    expect(untranslated).toEqual([]);
  });

  it("names an order's statuses in English as the staff pages do, so a buyer's mail and order page agree with them", () => {
    expect(messagesOf("en").AccountOrderStatus).toEqual(STATUS_LABELS);
    expect(Object.keys(messagesOf("hi").AccountOrderStatus).sort()).toEqual(Object.keys(STATUS_LABELS).sort());
  });
});
