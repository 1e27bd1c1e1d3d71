// Every endpoint() registers its description here when its route module loads; the API root's
// consistency test and the OpenAPI document read them (app/api/endpoints.ts loads every route module).
import type { EndpointSpec } from "./endpoint-types.ts";

const key = Symbol.for("storefront.endpoints");
const g = globalThis as typeof globalThis & { [key]?: Map<string, EndpointSpec> };
const registry = (g[key] ??= new Map<string, EndpointSpec>());

export function registerEndpoint(spec: EndpointSpec): void {
  registry.set(spec.path, spec);
}

export function registeredEndpoint(path: string): EndpointSpec | undefined {
  return registry.get(path);
}

export function registeredEndpoints(): EndpointSpec[] {
  return [...registry.values()].sort((a, b) => a.path.localeCompare(b.path));
}
