// The account page's greeting: the shopper's first name, never the e-mail's local part.
import { describe, expect, it } from "vitest";
import { greeting } from "./users.ts";

describe("greeting", () => {
  it("greets by first name, else plainly", () => {
    expect(greeting({ firstName: " Asha " })).toBe("Namaste, Asha");
    expect(greeting({ firstName: "" })).toBe("Namaste");
    expect(greeting({ firstName: "   " })).toBe("Namaste");
  });
});
