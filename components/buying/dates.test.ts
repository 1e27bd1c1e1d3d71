import { describe, expect, it } from "vitest";
import { calendarDate, deliveryDate } from "./dates.ts";

describe("the shop's dates", () => {
  it("are English on English pages", () => {
    expect(deliveryDate("2026-12-08")).toBe("Tuesday 8 December");
    expect(calendarDate("2026-12-08T06:30:00Z")).toBe("8 December 2026");
  });

  it("have Hindi month and day names, with Latin digits, on Hindi pages", () => {
    expect(deliveryDate("2026-12-08", "hi")).toBe("मंगलवार 8 दिसंबर");
    expect(calendarDate("2026-12-08T06:30:00Z", "hi")).toBe("8 दिसंबर 2026");
  });
});
