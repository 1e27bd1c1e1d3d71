// The OPTIONS answer: {"name", "description", "renders", "parses", "actions"?}. `actions` describes
// the input of the body-taking methods the caller may use.
import { hasPermission } from "@/lib/auth/permissions.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { PARSES } from "./body.ts";
import type { EndpointSpec } from "./endpoint-types.ts";
import { describeFields, type FieldInfo } from "./input-fields.ts";

export const RENDERS = ["application/json", "text/html"];

export function optionsMetadata(spec: EndpointSpec, caller: Caller) {
  const actions: Record<string, Record<string, FieldInfo>> = {};
  for (const m of ["POST", "PUT"] as const) {
    const method = spec.methods[m];
    const input = method?.input ?? (method?.streamedUpload ? method.documentedInput : undefined);
    if (input && hasPermission(caller, method!.permission ?? "anyone")) actions[m] = describeFields(input);
  }
  return {
    name: spec.name,
    description: spec.description,
    renders: RENDERS,
    parses: [...PARSES],
    ...(Object.keys(actions).length ? { actions } : {}),
  };
}
