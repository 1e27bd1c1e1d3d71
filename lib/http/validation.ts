// zod issues → the documented error shapes: {"field": ["message"]}, non_field_errors for the object,
// nested objects nested, lists of objects as lists. Messages read like the ones API clients know.
// Every parse of client input refuses a NUL character in any text, value or key, whatever the schema
// says: PostgreSQL cannot store one (it answered 500), and no shop field has a use for it.
import { z } from "zod";
import type { FieldErrors } from "@/lib/errors.ts";
import { quote } from "./echo.ts";
import { pythonTypeName } from "./hyperlinks.ts";

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

function typeMessage(expected: string, input: unknown): string {
  if (input === undefined) return "This field is required.";
  if (input === null) return "This field may not be null.";
  switch (expected) {
    case "string":
      return "Not a valid string.";
    case "int":
    case "bigint":
      return "A valid integer is required.";
    case "number":
      return "A valid number is required.";
    case "boolean":
      return "Must be a valid boolean.";
    case "array":
      return `Expected a list of items but got type "${pythonTypeName(input)}".`;
    case "object":
    case "record":
      return `Invalid data. Expected a dictionary, but got ${pythonTypeName(input)}.`;
    case "date":
      return "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";
    case "file":
      return "The submitted data was not a file. Check the encoding type on the form.";
    default:
      return "Invalid input.";
  }
}

type Bound = { value: number; inclusive: boolean };

/**
 * zod checks an integer field against the safe-integer range before the field's own bounds, so 1e20 would be
 * refused twice (once against 2^53-1, once against the field's maximum). The client only needs the field's
 * own bound: the range issue is worded as that bound's, and fieldErrors drops the repeated message.
 */
function boundOf(issue: RawIssue, zodBound: unknown, kind: "less_than" | "greater_than"): Bound {
  const fallback = { value: Number(zodBound), inclusive: issue.inclusive !== false };
  const schema = issue.inst;
  if (Math.abs(fallback.value) !== Number.MAX_SAFE_INTEGER || !(schema instanceof z.ZodNumber)) return fallback;
  // The tightest of the field's bounds (the safe-integer range included); inclusive when it is accepted itself.
  const value = kind === "less_than" ? schema.maxValue : schema.minValue;
  if (value === null || !Number.isFinite(value)) return fallback;
  return { value, inclusive: schema.safeParse(value).success };
}

/** The error map passed to every parse of client input. Schema-level messages still win. */
export const apiErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case "invalid_type": {
      const format = (issue.inst as { _zod?: { def?: { format?: string } } } | undefined)?._zod?.def?.format;
      return typeMessage(format === "safeint" || format === "int32" ? "int" : issue.expected, issue.input);
    }
    case "too_small": {
      const { value: min, inclusive } = boundOf(issue, issue.minimum, "greater_than");
      if (issue.origin === "string") return min <= 1 ? "This field may not be blank." : `Ensure this field has at least ${min} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return min <= 1 ? "This list may not be empty." : `Ensure this field has at least ${min} elements.`;
      if (issue.origin === "file") return "The submitted file is empty.";
      return inclusive ? `Ensure this value is greater than or equal to ${min}.` : `Ensure this value is greater than ${min}.`;
    }
    case "too_big": {
      const { value: max, inclusive } = boundOf(issue, issue.maximum, "less_than");
      if (issue.origin === "string") return `Ensure this field has no more than ${max} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `Ensure this field has no more than ${max} elements.`;
      if (issue.origin === "file") return `The submitted file is too large (at most ${max} bytes).`;
      return inclusive ? `Ensure this value is less than or equal to ${max}.` : `Ensure this value is less than ${max}.`;
    }
    case "invalid_format":
      switch (issue.format) {
        case "email":
          return "Enter a valid email address.";
        case "url":
          return "Enter a valid URL.";
        case "uuid":
          return "Must be a valid UUID.";
        case "date":
          return "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";
        case "datetime":
          return "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].";
        default:
          return "Enter a valid value.";
      }
    case "invalid_value":
      if (issue.input === undefined) return "This field is required.";
      if (issue.input === null) return "This field may not be null.";
      return `"${quote(issue.input)}" is not a valid choice.`;
    case "not_multiple_of":
      return "Ensure that there are no more than 2 decimal places.";
    case "invalid_union":
      if (issue.input === undefined) return "This field is required.";
      if (issue.input === null) return "This field may not be null.";
      return "Invalid input.";
    default:
      return undefined;
  }
};

type Node = FieldErrors | FieldErrors[] | string[];

/** An error object keyed by client keys (a record's keys): no prototype, so "constructor" is just a key. */
const errorObject = (): FieldErrors => Object.create(null) as FieldErrors;

function ensureChild(parent: Record<string | number, Node> | Node[], key: string | number, nextIsIndex: boolean): Node {
  const container = parent as Record<string | number, Node>;
  if (!Object.hasOwn(container, key) || container[key] === undefined) container[key] = nextIsIndex ? ([] as FieldErrors[]) : errorObject();
  return container[key];
}

const pathOf = (issue: Issue) => issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));

/**
 * Turns zod issues into the nested field-error object. A field of the wrong type gets only that message:
 * zod still runs a string's length checks on a list, which would add "This list may not be empty.".
 */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const root = errorObject();
  const wrongType = new Set(issues.filter((i) => i.code === "invalid_type").map((i) => JSON.stringify(pathOf(i))));
  for (const issue of issues) {
    const path = pathOf(issue);
    if (issue.code !== "invalid_type" && wrongType.has(JSON.stringify(path))) continue;
    if (path.length === 0) {
      ((root.non_field_errors ??= []) as string[]).push(issue.message);
      continue;
    }
    let node: Record<string | number, Node> | Node[] = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i];
      const next = path[i + 1];
      const nextIsIndex = typeof next === "number" && i + 1 < path.length - 1;
      const child = ensureChild(node, key, nextIsIndex);
      if (Array.isArray(child) && typeof next === "number") {
        const list = child as FieldErrors[];
        for (let j = list.length; j <= next; j++) list.push(errorObject());
      }
      node = child as Record<string | number, Node>;
    }
    const last = path[path.length - 1];
    const holder = node as Record<string | number, Node>;
    const existing = Object.hasOwn(holder, last) ? holder[last] : undefined;
    if (Array.isArray(existing) && (existing.length === 0 || typeof existing[0] === "string")) {
      const messages = existing as string[];
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    else if (existing && typeof existing === "object" && !Array.isArray(existing)) {
      ((existing as FieldErrors).non_field_errors ??= []) as string[];
      ((existing as FieldErrors).non_field_errors as string[]).push(issue.message);
    } else holder[last] = [issue.message];
  }
  return root;
}

export const NUL_MESSAGE = "Null characters are not allowed.";

/** An issue for every text in `data` (a value, or a key) that holds a NUL character, at its path. */
function nulIssues(data: unknown): Issue[] {
  const issues: Issue[] = [];
  const refuse = (path: PropertyKey[]) => issues.push({ code: "custom", path, message: NUL_MESSAGE, input: undefined } as Issue);
  // A stack, not recursion: query strings and form fields are not depth-capped as JSON bodies are.
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) refuse(path);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        stack.push({ value: v, path: [...path, i] });
      });
    } else if (value && typeof value === "object" && !(value instanceof Blob)) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes("\0")) refuse([...path, k]);
        else stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return issues.reverse();
}

/**
 * Parses client input with the API's messages; returns the data or the field errors. A text holding a
 * NUL is refused at its path, with the schema's own errors for the other fields.
 */
export async function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors }> {
  const nul = nulIssues(data);
  const result = await schema.safeParseAsync(data, { error: apiErrorMap });
  if (result.success && !nul.length) return { ok: true, data: result.data };
  const refused = new Set(nul.map((i) => JSON.stringify(pathOf(i))));
  const others = result.success ? [] : result.error.issues.filter((i) => !refused.has(JSON.stringify(pathOf(i))));
  return { ok: false, errors: fieldErrors([...nul, ...others]) };
}
