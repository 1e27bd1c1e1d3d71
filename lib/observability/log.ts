// Structured logs: one JSON object per line on stdout (errors on stderr).
export type LogFields = Record<string, unknown>;

function write(stream: NodeJS.WriteStream, level: string, msg: string, fields: LogFields): void {
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
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
