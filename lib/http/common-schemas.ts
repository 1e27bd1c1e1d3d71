// Bodies that many endpoints answer with (spec/API.md §1, §2), named for the OpenAPI document's
// components: an endpoint's declared answers and the conventions every endpoint follows use these.
import { z } from "zod";
import type { FieldErrors } from "@/lib/errors.ts";

export const DetailSchema = z
  .object({
    detail: z.string(),
    code: z.string().optional().describe("A stable machine-readable code, beside the message (endpoints that are not compat)."),
  })
  .meta({ id: "Detail", description: 'A message: {"detail"}, and on endpoints that are not compat a "code".' });

/** 409: the message and its code ("idempotency_key_reused", "order_not_cancellable", …). */
export const ConflictSchema = z
  .object({ detail: z.string(), code: z.string() })
  .meta({ id: "Conflict", description: 'A conflict with the state of the resource: {"detail", "code"}.' });

export const ServerErrorSchema = z
  .object({ detail: z.string(), error_id: z.string().describe("The id the server log holds the error under.") })
  .meta({ id: "ServerError" });

/** Field errors: {"<field>": ["<message>"]}, "non_field_errors" for the whole body, nested for nested input. */
export const FieldErrorsSchema: z.ZodType<FieldErrors> = z
  .lazy(() => z.record(z.string(), z.union([z.array(z.string()), FieldErrorsSchema, z.array(FieldErrorsSchema)])))
  .meta({
    id: "FieldErrors",
    description: 'Field errors: {"<field>": ["<message>"]}, "non_field_errors" for the whole body; nested input nests (a list of objects: a list of error objects).',
  });

/** The compat refusals {"reason": "<message>"} or {"reason": {<field errors>}} (basket, Session-Id). */
export const ReasonSchema = z
  .object({ reason: z.union([z.string(), FieldErrorsSchema]) })
  .meta({ id: "Reason", description: 'A compat refusal: {"reason": "<message>"} or {"reason": {<field errors>}}.' });

/** A bare list of messages (compat: checkout's basket hyperlink errors). */
export const MessageListSchema = z.array(z.string()).meta({ id: "MessageList" });

export const NOT_FOUND = { description: "Not found.", schema: DetailSchema };
export const INVALID_PAGE = { description: "Invalid page.", schema: DetailSchema };
/** An endpoint whose handler throttles (beside the `throttle` rules endpoint() applies, which declare themselves). */
export const THROTTLED = { description: "Throttled (with Retry-After).", schema: DetailSchema };

/**
 * A list that answers the compat array (at most 100 items, a Link header to the rest) unless the caller
 * asks for pages with ?page or ?page_size, then Envelope A (docs/decisions/0088).
 */
export function arrayOrPageSchema<T extends z.ZodType>(item: T, id: string) {
  const page = z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(item) }).meta({ id: `${id}Page` });
  return z.union([z.array(item), page]);
}

/** An Envelope A page of `item`, named `<id>Page` in the document. */
export function pageSchema<T extends z.ZodType>(item: T, id: string) {
  return z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(item) }).meta({ id: `${id}Page` });
}

/** 409 when a staff form or PATCH was made from a version that has changed since (lib/admin/edit-conflict.ts). */
export const EDIT_CONFLICT = { description: "Changed by someone else since it was read (code edit_conflict): review and save again.", schema: ConflictSchema };
