// A staff Server Action answers only once the shop pages its change made out of date are rendered
// again (bounded), also when it ends by redirecting, as a saved editor does: the staff member who then
// opens the shop's page sees the change, not the page it replaced.
import { describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { staffAction } from "./guard.ts";

const staff = { id: 1, isStaff: true, isSuperuser: false, staffGroups: ["catalogue"] };
const caller: Caller = { user: staff as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => caller }));

describe("a staff action", () => {
  it("waits for the background renders its change queued, whether it returns or redirects", async () => {
    const rendered: string[] = [];
    refresher.setRenderer(async (key) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rendered.push(key);
    });
    const saves = staffAction(["catalogue"], "/admin/products/", async (_caller, key: string) => {
      refresher.schedule(key);
      return "saved";
    });
    expect(await saves("/p/teak-bench/")).toBe("saved");
    expect(rendered).toEqual(["/p/teak-bench/"]);

    const redirects = staffAction(["catalogue"], "/admin/products/", async (_caller, key: string) => {
      refresher.schedule(key);
      throw Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/admin/products/1/?saved=1;307;" });
    });
    await expect(redirects("/p/teak-bench-new/")).rejects.toThrow("NEXT_REDIRECT");
    expect(rendered).toEqual(["/p/teak-bench/", "/p/teak-bench-new/"]);
  });
});
