// Every answer an operation can give, for the OpenAPI document: the ones its description declares and
// the ones the conventions of spec/API.md §1–2 give every endpoint (who is calling, bodies, methods,
// permissions, throttles, faults). An app generating a client from the document sees each status it
// may meet, with its body.
import { z } from "zod";
import {
  ConflictSchema,
  DetailSchema,
  FieldErrorsSchema,
  ReasonSchema,
  ServerErrorSchema,
} from "./common-schemas.ts";
import type { EndpointSpec, Method, MethodSpec } from "./endpoint-types.ts";

export interface Answer {
  status: number;
  description: string;
  schema?: z.ZodType;
  files?: readonly string[];
}

const UNSAFE: readonly Method[] = ["POST", "PUT", "PATCH", "DELETE"];

/** A list in envelope A or B ({count, …, results}): it takes ?page and ?page_size, and a page past the end is 404. */
export function isEnvelope(schema: z.ZodType | undefined): boolean {
  if (schema instanceof z.ZodUnion) return schema.options.some((option) => isEnvelope(option as z.ZodType));
  return schema instanceof z.ZodObject && "count" in schema.shape && "results" in schema.shape;
}

/** The answers of `method` on `spec`, declared and conventional, in no particular order. */
export function answersOf(spec: EndpointSpec, method: Method, m: MethodSpec): Answer[] {
  const a = (status: number, description: string, schema?: z.ZodType): Answer => ({ status, description, schema });
  const out: Answer[] = Object.entries(m.responses ?? {}).map(([status, r]) => ({ ...a(Number(status), r.description, r.schema), files: r.files }));
  out.push(
    a(400, "A Session-Id whose id is shorter than 22 characters (compat reason).", ReasonSchema),
    a(400, "A Host the shop does not serve.", DetailSchema),
    a(401, "An invalid or expired token (even on public endpoints; WWW-Authenticate: Token).", DetailSchema),
    a(401, "A Session-Id SID:AUTH session the server does not know (compat reason).", ReasonSchema),
    a(403, "A Session-Id for another realm than the request's host (compat reason).", ReasonSchema),
    a(404, "An unknown ?format= (only api and json exist).", DetailSchema),
    a(405, "A method the endpoint does not allow.", DetailSchema),
    a(500, "A server fault; the error id is in the server log.", ServerErrorSchema),
    a(503, "The database is unreachable or busy beyond its wait limit (with Retry-After).", DetailSchema),
  );
  if (UNSAFE.includes(method)) out.push(a(403, "A request with the shop's cookies from another site (CSRF).", DetailSchema));
  const validation = m.validationStatus ?? 400;
  const fieldErrors = m.wrapValidation === "reason" ? ReasonSchema : FieldErrorsSchema;
  // Every query is parsed, declared or not: a NUL in any parameter is a field error (docs/decisions/0090).
  out.push(a(validation, m.query ? "Invalid query parameters (field errors)." : "A query parameter with a NUL character (field errors).", fieldErrors));
  if (m.input || m.streamedUpload) {
    out.push(
      a(validation, "Invalid body (field errors).", fieldErrors),
      a(400, "A body that does not parse (JSON parse error, multipart parse error).", DetailSchema),
      a(413, "A body over 1 MiB (JSON, forms) or over the upload limit.", DetailSchema),
      a(415, "A body of another media type than JSON, form-encoded or multipart.", DetailSchema),
    );
  }
  if ((m.permission ?? "anyone") !== "anyone") out.push(a(403, "Anonymous, or not allowed.", DetailSchema));
  if (spec.path.includes("{")) out.push(a(404, "No such object.", DetailSchema));
  if (isEnvelope(m.responses?.[200]?.schema)) out.push(a(404, "Invalid page.", DetailSchema));
  if (m.throttle?.length) out.push(a(429, "Throttled (with Retry-After).", DetailSchema));
  if (m.idempotent) {
    out.push(
      a(400, "A malformed Idempotency-Key (code invalid_idempotency_key).", DetailSchema),
      a(409, "The Idempotency-Key was used with another body, or its first request is still running (code idempotency_key_reused / idempotency_key_in_progress).", ConflictSchema),
    );
  }
  return out;
}
