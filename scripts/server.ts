// The HTTP server for `npm start` and `npm run dev`: Next's request handler behind a plain node:http
// server, so that the client's address comes from the socket (never from a header the client wrote),
// a malformed or disallowed Host is refused before any page, file or endpoint sees it, every request
// gets one log line, and shutdown closes the database (PGlite must be closed).
import http from "node:http";
import path from "node:path";
import next from "next";
import { startCatalogueCache } from "@/lib/catalogue/cache.ts";
import { stopCatalogueChanges } from "@/lib/catalogue/changes.ts";
import { config } from "@/lib/config.ts";
import { closeDb } from "@/lib/db.ts";
import { keepRouteHandlerVary } from "@/lib/http/next-vary.ts";
import { keepPrivateAnswers } from "@/lib/http/private-answers.ts";
import { startMaintenance } from "@/lib/maintenance.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { clientIp } from "@/lib/http/client-ip.ts";
import { FORWARDED_HEADERS } from "@/lib/http/forwarded.ts";
import { SharedAnswers } from "@/lib/http/shared-answers.ts";
import { INVALID_HOST, requestHost, type HeaderReader } from "@/lib/http/urls.ts";
import { log, errorFields } from "@/lib/observability/log.ts";
import { loggedPath } from "@/lib/observability/logged-path.ts";
import { runWithRequestContext, type RequestContext } from "@/lib/observability/request-context.ts";
import { StartError } from "./lib/start-error.ts";
import { stopOnSignal } from "./lib/stop-on-signal.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");

function headerReader(req: http.IncomingMessage): HeaderReader {
  return {
    get: (name) => {
      const v = req.headers[name.toLowerCase()];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
  };
}

/** The answer to a request for a host the shop does not serve (pages, files and endpoints alike). */
function refuseHost(req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = JSON.stringify(INVALID_HOST);
  res.writeHead(400, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store" });
  res.end(req.method === "HEAD" ? undefined : body);
}

export async function startServer(opts: { dev: boolean }): Promise<http.Server> {
  const c = config();
  const app = next({ dev: opts.dev, dir: ROOT, hostname: c.HOSTNAME, port: c.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  await startCatalogueCache();
  // Whole answers for callers without credentials, where endpoints offer them; off with the catalogue cache.
  const shared = c.CATALOGUE_CACHE && !opts.dev ? new SharedAnswers() : undefined;

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (!c.TRUST_PROXY) {
      // Without a trusted proxy, forwarded headers are the client's words: Next must not build on them.
      for (const h of FORWARDED_HEADERS) delete req.headers[h];
    }
    keepRouteHandlerVary(req, res);
    keepPrivateAnswers(res);
    const headers = headerReader(req);
    const context: RequestContext = { clientIp: req.socket.remoteAddress ?? "" };
    if (c.LOG_REQUESTS) {
      res.on("finish", () => {
        log.info("request", {
          method: req.method,
          path: loggedPath(req.url ?? "/"),
          status: res.statusCode,
          duration_ms: Number((process.hrtime.bigint() - started) / 10_000n) / 100,
          caller: context.caller ?? null,
          ip: clientIp(headers, context.clientIp ?? null),
          error_id: context.errorId ?? null,
        });
      });
    }
    if (!requestHost(headers)) return refuseHost(req, res);
    if (shared?.handle(req, headers, res, context)) return;
    runWithRequestContext(context, () => {
      handle(req, res).catch((error: unknown) => {
        log.error("unhandled request error", errorFields(error));
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new StartError(`Port ${c.PORT} on ${c.HOSTNAME} is already in use by another program (another \`npm start\`?): stop it, or choose another PORT.`));
      else if (error.code === "EACCES") reject(new StartError(`Not allowed to listen on port ${c.PORT}: choose a PORT above 1023.`));
      else reject(error);
    });
    server.listen(c.PORT, c.HOSTNAME, () => resolve());
  });
  log.info("listening", { url: `http://${c.HOSTNAME === "0.0.0.0" ? "localhost" : c.HOSTNAME}:${c.PORT}/`, dev: opts.dev });
  const stopSender = startOutboxSender();
  const stopMaintenance = startMaintenance();

  stopOnSignal("server", async () => {
    // Stop accepting, let the requests in flight finish (the forced exit bounds the wait), then close.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    stopMaintenance();
    await stopSender();
    await stopCatalogueChanges();
    await closeDb();
  });
  return server;
}
