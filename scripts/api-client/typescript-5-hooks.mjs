// Module resolution hooks for the API client generator: openapi-typescript 7.13 builds its output with
// the TypeScript compiler API, which TypeScript 7 no longer has (ts.factory is undefined), so its
// `import "typescript"` gets TypeScript 5.9, installed as "typescript-5" (package.json). Nothing else
// changes: the project keeps TypeScript 7.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) {
    return nextResolve("typescript-5", context);
  }
  return nextResolve(specifier, context);
}
