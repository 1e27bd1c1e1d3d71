import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.ts";

describe("the path a request log line shows", () => {
  it("drops the query string and the token of a newsletter link, and keeps everything else", () => {
    expect(loggedPath("/api/v2/countries/?format=json")).toBe("/api/v2/countries/");
    expect(loggedPath("/account/verify-email/?token=secret")).toBe("/account/verify-email/");
    expect(loggedPath("/newsletter/confirm/Zk3-secret_token/")).toBe("/newsletter/confirm/[token]/");
    expect(loggedPath("/newsletter/unsubscribe/Zk3-secret_token/?x=1")).toBe("/newsletter/unsubscribe/[token]/");
    expect(loggedPath("/newsletter/confirm/")).toBe("/newsletter/confirm/");
    expect(loggedPath("/p/newsletter/confirm/x/")).toBe("/p/newsletter/confirm/x/");
  });
});
