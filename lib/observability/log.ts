// Logs: one line per event on stdout (warnings and errors on stderr). JSON lines for machines — when
// the output is not a terminal, or LOG_FORMAT=json — and readable lines on a terminal (LOG_FORMAT=pretty).
// The setting is read from the environment directly, so logging works even when the configuration does not.
export type LogFields = Record<string, unknown>;
export type LogFormat = "json" | "pretty";

/** The format for a stream: LOG_FORMAT when it says json or pretty, else pretty on a terminal. */
export function logFormat(stream: { isTTY?: boolean } = process.stdout): LogFormat {
  const setting = process.env.LOG_FORMAT;
  if (setting === "json" || setting === "pretty") return setting;
  return stream.isTTY ? "pretty" : "json";
}

function value(v: unknown): string {
  if (typeof v === "string") return /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v);
  if (v === undefined) return "undefined";
  return JSON.stringify(v);
}

function clock(time: Date): string {
  return time.toLocaleTimeString("en-GB", { hour12: false });
}

/** One log line (without its newline) in the given format. */
export function formatLine(time: Date, level: string, msg: string, fields: LogFields, format: LogFormat): string {
  if (format === "json") return JSON.stringify({ time: time.toISOString(), level, msg, ...fields });
  const { stack, ...rest } = fields;
  let line: string;
  if (msg === "request") {
    // "12:01:02 GET /api/v2/countries/ 200 3.1 ms anonymous 127.0.0.1"
    const { method, path, status, duration_ms, caller, ip, error_id, ...others } = rest;
    const extra = Object.entries({ error_id, ...others }).filter(([, v]) => v !== null && v !== undefined);
    line = [clock(time), method, path, status, `${duration_ms} ms`, caller, ip, ...extra.map(([k, v]) => `${k}=${value(v)}`)]
      .filter((part) => part !== null && part !== undefined)
      .join(" ");
  } else {
    const pairs = Object.entries(rest).map(([k, v]) => `${k}=${value(v)}`);
    line = [clock(time), level === "info" ? "" : level.toUpperCase(), msg, ...pairs].filter(Boolean).join(" ");
  }
  return typeof stack === "string" ? `${line}\n${stack.replace(/^/gm, "    ")}` : line;
}

function write(stream: NodeJS.WriteStream, level: string, msg: string, fields: LogFields): void {
  stream.write(`${formatLine(new Date(), level, msg, fields, logFormat(stream))}\n`);
}

export const log = {
  info: (msg: string, fields: LogFields = {}) => write(process.stdout, "info", msg, fields),
  warn: (msg: string, fields: LogFields = {}) => write(process.stderr, "warn", msg, fields),
  error: (msg: string, fields: LogFields = {}) => write(process.stderr, "error", msg, fields),
};

/** The fields worth logging from an error, stack included. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, name: error.name, stack: error.stack };
  return { error: String(error) };
}
