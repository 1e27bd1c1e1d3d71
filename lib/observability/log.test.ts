import { afterEach, describe, expect, it } from "vitest";
import { formatLine, logFormat } from "./log.ts";

const at = new Date(2026, 10, 26, 9, 5, 7);
const request = { method: "GET", path: "/api/v2/countries/", status: 200, duration_ms: 3.14, caller: "anonymous", ip: "203.0.113.7", error_id: null };

afterEach(() => {
  delete process.env.LOG_FORMAT;
});

describe("log lines", () => {
  it("are JSON objects for machines", () => {
    expect(JSON.parse(formatLine(at, "info", "request", request, "json"))).toEqual({ time: at.toISOString(), level: "info", msg: "request", ...request });
  });

  it("are readable sentences on a terminal", () => {
    expect(formatLine(at, "info", "request", request, "pretty")).toBe("09:05:07 GET /api/v2/countries/ 200 3.14 ms anonymous 203.0.113.7");
    expect(formatLine(at, "info", "request", { ...request, status: 500, error_id: "abc123" }, "pretty")).toBe(
      "09:05:07 GET /api/v2/countries/ 500 3.14 ms anonymous 203.0.113.7 error_id=abc123",
    );
    expect(formatLine(at, "info", "listening", { url: "http://localhost:3000/", dev: false }, "pretty")).toBe("09:05:07 listening url=http://localhost:3000/ dev=false");
    expect(formatLine(at, "error", "unhandled error", { error: "boom here", stack: "Error: boom here\n    at x (y.ts:1:2)" }, "pretty")).toBe(
      '09:05:07 ERROR unhandled error error="boom here"\n    Error: boom here\n        at x (y.ts:1:2)',
    );
  });

  it("are readable on a terminal and JSON elsewhere, unless LOG_FORMAT says", () => {
    expect(logFormat({ isTTY: true })).toBe("pretty");
    expect(logFormat({ isTTY: false })).toBe("json");
    expect(logFormat({})).toBe("json");
    process.env.LOG_FORMAT = "json";
    expect(logFormat({ isTTY: true })).toBe("json");
    process.env.LOG_FORMAT = "pretty";
    expect(logFormat({ isTTY: false })).toBe("pretty");
  });
});
