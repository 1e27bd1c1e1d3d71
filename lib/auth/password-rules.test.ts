import { describe, expect, it } from "vitest";
import { commonPasswords, passwordProblems } from "./password-rules.ts";

describe("password rules", () => {
  it("ship a list of more than 10,000 common passwords", () => {
    expect(commonPasswords().size).toBeGreaterThan(10_000);
    expect(commonPasswords().has("password")).toBe(true);
  });

  it("accept a long, uncommon password", () => {
    expect(passwordProblems("teak-almirah-42-monsoon", { email: "asha@example.in", firstName: "Asha", lastName: "Rao" })).toEqual([]);
  });

  it("name each broken rule once, in Django's words and order", () => {
    expect(passwordProblems("12345")).toEqual([
      "This password is too short. It must contain at least 9 characters.",
      "This password is too common.",
      "This password is entirely numeric.",
    ]);
    expect(passwordProblems("password1")).toEqual(["This password is too common."]);
    expect(passwordProblems("PassWord123")).toEqual(["This password is too common."]);
    expect(passwordProblems("4823619047")).toEqual(["This password is entirely numeric."]);
    expect(passwordProblems("k7#m")).toEqual(["This password is too short. It must contain at least 9 characters."]);
  });

  it("refuse a password too like the e-mail address or a name", () => {
    expect(passwordProblems("iyer.kavya@example", { email: "kavya.iyer@example.in" })).toEqual(["The password is too similar to the email address."]);
    expect(passwordProblems("Ramachandran", { email: "x@example.in", lastName: "Ramachandran" })).toEqual(["The password is too similar to the last name."]);
    // A short name part inside a long password is not "similar".
    expect(passwordProblems("an-unguessable-walnut-cabinet", { firstName: "An" })).toEqual([]);
  });
});
