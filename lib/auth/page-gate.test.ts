import { describe, expect, it } from "vitest";
import { personalPageGate } from "./page-gate.ts";
import { sessionCookie } from "./session-cookie.ts";

const headers = { get: (name: string) => (name === "host" ? "shop.test" : null) };
const jar = (value?: string) => (name: string) => (name === "next-auth.session-token" ? value : undefined);

describe("personalPageGate (Next's proxy, before a personal page renders)", () => {
  it("sends visitors without a session to sign in, coming back where they were", async () => {
    expect(await personalPageGate("/account/", "", headers, jar())).toEqual({ redirect: "/account/login/?next=%2Faccount%2F" });
    expect(await personalPageGate("/admin/", "?tab=1", headers, jar("forged"))).toEqual({ redirect: "/account/login/?next=%2Fadmin%2F%3Ftab%3D1" });
  });

  it("lets anyone open the sign-in, registration and verification pages and the shop", async () => {
    for (const path of ["/account/login/", "/account/register/", "/account/verify-email/", "/", "/c/living-room/", "/accounts/"]) {
      expect(await personalPageGate(path, "", headers, jar()), path).toBeNull();
    }
  });

  it("answers a shopper at the staff pages with the 403 page, and lets staff through", async () => {
    const shopper = await sessionCookie("sid-of-a-shopper-0123456789", 5, false);
    const staff = await sessionCookie("sid-of-a-staff-member-012345", 1, false, true);
    expect(await personalPageGate("/admin/", "", headers, jar(shopper.value))).toEqual({ forbidden: true });
    expect(await personalPageGate("/account/", "", headers, jar(shopper.value))).toBeNull();
    expect(await personalPageGate("/admin/", "", headers, jar(staff.value))).toBeNull();
  });
});
