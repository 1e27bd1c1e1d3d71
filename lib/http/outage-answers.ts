// A page whose render failed because PostgreSQL could not be reached is answered 503 with Retry-After,
// as the endpoints answer (lib/http/endpoint.ts), rather than Next's 500: a load balancer and a browser
// then know to come back, and a 500 keeps meaning a fault of ours. Next decides a page's status itself,
// so the server script changes it on the way out, when the database was unreachable at that moment.
import type { ServerResponse } from "node:http";
import { databaseUnreachable } from "@/lib/db.ts";

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export function answerOutagesAs503(res: ServerResponse, unreachable: () => boolean = databaseUnreachable): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (args[0] === 500 && unreachable()) {
      args[0] = 503;
      // writeHead(status, reason, headers): the reason follows the status.
      if (typeof args[1] === "string") (args as unknown[])[1] = "Service Unavailable";
      this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
