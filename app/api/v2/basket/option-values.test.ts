// An option's answer fits its kind on the server too (a date picker in the browser is not a rule): a
// consultation date is a real day from today on, a number a number; text stays free.
import { beforeAll, describe, expect, it } from "vitest";
import { optionValueProblem } from "@/lib/catalogue/options.ts";
import { createOption, createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { shopDate } from "@/lib/shipping/estimates.ts";
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import * as displayAdd from "../%5Fbasket/add/route.ts";

useTestDatabase();

let date: { id: number }, note: { id: number }, slot: { id: number }, consultation: { id: number }, sofa: { id: number };

beforeAll(async () => {
  date = await createOption({ name: "Preferred consultation date", type: "date" });
  note = await createOption({ name: "Room to be designed" });
  consultation = await createProduct({ title: "Design Consultation", price: "2999.00", optionIds: [date.id, note.id] });
  slot = await db().option.create({ data: { code: "preferred_delivery_slot", name: "Preferred delivery slot", choices: ["Morning (9 am – 1 pm)", "Afternoon (1 pm – 6 pm)"] } });
  sofa = await createProduct({ title: "Kamal Sofa", price: "45000.00", optionIds: [slot.id] });
});

describe("an option's answer", () => {
  it("is checked by its kind", () => {
    const day = { name: "Preferred consultation date", type: "date" as const, choices: [] };
    expect(optionValueProblem(day, "2026-12-08", "2026-12-01")).toBeNull();
    expect(optionValueProblem(day, "2026-12-01", "2026-12-01")).toBeNull();
    expect(optionValueProblem(day, "next Tuesday", "2026-12-01")).toBe("Preferred consultation date: enter a date as YYYY-MM-DD.");
    expect(optionValueProblem(day, "2026-02-30", "2026-12-01")).toBe("Preferred consultation date: enter a date as YYYY-MM-DD.");
    expect(optionValueProblem(day, "2026-11-30", "2026-12-01")).toBe("Preferred consultation date: choose a day from today on.");
    expect(optionValueProblem(day, "2027-12-02", "2026-12-01")).toBe("Preferred consultation date: choose a day within a year.");
    expect(optionValueProblem({ name: "Seats", type: "integer", choices: [] }, "4.5", "2026-12-01")).toBe("Seats: enter a whole number.");
    expect(optionValueProblem({ name: "Note", type: "text", choices: [] }, "anything at all", "2026-12-01")).toBeNull();
    const slot = { name: "Preferred delivery slot", type: "text" as const, choices: ["Morning (9 am – 1 pm)", "Afternoon (1 pm – 6 pm)"] };
    expect(optionValueProblem(slot, "Afternoon (1 pm – 6 pm)", "2026-12-01")).toBeNull();
    expect(optionValueProblem(slot, "evening please", "2026-12-01")).toBe("Preferred delivery slot: choose one of Morning (9 am – 1 pm), Afternoon (1 pm – 6 pm).");
  });

  it("is refused when adding to the basket unless it fits (406, beside options)", async () => {
    const { headers } = await signedIn();
    const add = (value: string) =>
      call(displayAdd, "/api/v2/_basket/add/", { method: "POST", headers, body: { product: consultation.id, quantity: 1, options: [{ option: date.id, value }, { option: note.id, value: "Living room, Pune" }] } });
    const refused = await add("next Tuesday");
    expect([refused.status, refused.json]).toEqual([406, { reason: { options: ["Preferred consultation date: enter a date as YYYY-MM-DD."] } }]);
    const past = await add("2020-01-01");
    expect([past.status, past.json]).toEqual([406, { reason: { options: ["Preferred consultation date: choose a day from today on."] } }]);
    const today = shopDate(new Date(), config().SHOP_TIME_ZONE);
    expect((await add(today)).status).toBe(200);
  });

  it("is one of the answers offered when the option offers some", async () => {
    const { headers } = await signedIn();
    const add = (value: string) => call(displayAdd, "/api/v2/_basket/add/", { method: "POST", headers, body: { product: sofa.id, quantity: 1, options: [{ option: slot.id, value }] } });
    const refused = await add("evening please");
    expect([refused.status, refused.json]).toEqual([406, { reason: { options: ["Preferred delivery slot: choose one of Morning (9 am – 1 pm), Afternoon (1 pm – 6 pm)."] } }]);
    const added = await add("Morning (9 am – 1 pm)");
    expect(added.status).toBe(200);
    expect(added.json.lines[0].attributes.map((a: { value: string }) => a.value)).toEqual(["Morning (9 am – 1 pm)"]);
  });
});
