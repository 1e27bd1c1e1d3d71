// Checks API answers against the OpenAPI document (GET /api/schema/): the status must be one the
// operation declares, and a JSON body must match that status's schema (JSON Schema 2020-12, with
// formats). The in-process test helper checks every answer it gets (lib/testing/http.ts); servers
// started with API_ANSWER_LOG write theirs to a file that the HTTP tests and the Playwright run check at
// their end (docs/decisions/0096-answers-checked-against-the-document.md).
import fs from "node:fs";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ApiAnswer } from "@/lib/observability/request-context.ts";

type Json = Record<string, unknown>;

/** JSON Pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** OPTIONS answers the endpoint's metadata, which the document does not describe operation by operation. */
const UNDOCUMENTED_METHODS = new Set(["OPTIONS"]);

export class ContractChecker {
  private readonly ajv: InstanceType<typeof Ajv2020>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(document, "openapi");
  }

  /** What is wrong with `answer` against the document, or null. */
  violation(answer: ApiAnswer): string | null {
    if (UNDOCUMENTED_METHODS.has(answer.method)) return null;
    const where = `${answer.method} ${answer.path} ${answer.status}`;
    const op = (this.document.paths as Record<string, Json>)[answer.path]?.[answer.method.toLowerCase()] as Json | undefined;
    // A method the endpoint does not have answers 405 with its Allow list: no operation to hold it to.
    if (!op) return answer.status === 405 ? null : `${where}: the document has no such operation`;
    const response = (op.responses as Record<string, Json>)[String(answer.status)];
    if (!response) return `${where}: the status is not declared (declared: ${Object.keys(op.responses as Json).join(", ")})`;
    const content = (response.content ?? {}) as Record<string, Json>;
    const type = (answer.contentType ?? "").split(";")[0].trim().toLowerCase();
    if (answer.method === "HEAD" || type === "text/html") return null;
    if (answer.body === null || answer.body === "") {
      if (type && type !== "application/json" && !content[type]) return `${where}: ${type} is not declared (declared: ${Object.keys(content).join(", ") || "no body"})`;
      return null;
    }
    if (!content["application/json"]) return `${where}: a JSON body, but the status declares ${Object.keys(content).join(", ") || "no body"}`;
    const ref = `openapi#/paths/${pointer(answer.path)}/${answer.method.toLowerCase()}/responses/${answer.status}/content/${pointer("application/json")}/schema`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where}: the body is not JSON`;
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    return `${where}: the body does not match the document: ${errors.join("; ")}\n  body: ${answer.body.slice(0, 500)}`;
  }

  /** The violations of every answer (each distinct one once). */
  violations(answers: Iterable<ApiAnswer>): string[] {
    const out = new Set<string>();
    for (const a of answers) {
      const v = this.violation(a);
      if (v) out.add(v);
    }
    return [...out];
  }
}

/** The answers a server wrote to its API_ANSWER_LOG file (one JSON line each). */
export function readAnswerLog(file: string): ApiAnswer[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ApiAnswer);
}

/** Checks a running server's recorded answers against its own document; the violations (empty when all hold). */
export async function checkServerAnswers(origin: string, logFile: string): Promise<{ answers: number; violations: string[] }> {
  const answers = readAnswerLog(logFile);
  const response = await fetch(`${origin}/api/schema/`);
  if (!response.ok) throw new Error(`GET /api/schema/ answered ${response.status}`);
  const checker = new ContractChecker((await response.json()) as Json);
  return { answers: answers.length, violations: checker.violations(answers) };
}
