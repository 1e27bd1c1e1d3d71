// Whether this server is stopping: set when it is told to stop (SIGTERM, SIGINT), before it stops
// listening, so that /api/health sends a load balancer elsewhere while the requests in flight finish.
// On globalThis: the server script sets it, Next's bundle of the health endpoint reads it.
const key = Symbol.for("storefront.draining");
type GlobalWithDraining = typeof globalThis & { [key]?: boolean };

export function startDraining(): void {
  (globalThis as GlobalWithDraining)[key] = true;
}

export function isDraining(): boolean {
  return (globalThis as GlobalWithDraining)[key] === true;
}
