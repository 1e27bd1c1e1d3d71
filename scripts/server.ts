// The HTTP server for `npm start` and `npm run dev`: Next's request handler behind a plain node:http
// server, so that the client's address comes from the socket (never from a header the client wrote),
// a malformed or disallowed Host is refused before any page, file or endpoint sees it, so is a URL
// Next would answer with a 500 or a wrong redirect (lib/http/request-safety.ts), a request Node cannot
// parse gets a JSON answer, every request gets one log line, and shutdown closes the database (PGlite
// must be closed).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import next from "next";
import { startCatalogueCache } from "@/lib/catalogue/cache.ts";
import { stopCatalogueChanges } from "@/lib/catalogue/changes.ts";
import { config } from "@/lib/config.ts";
import { closeDb } from "@/lib/db.ts";
import { keepRouteHandlerVary } from "@/lib/http/next-vary.ts";
import { keepPrivateAnswers } from "@/lib/http/private-answers.ts";
import { answerOutagesAs503 } from "@/lib/http/outage-answers.ts";
import { startMaintenance } from "@/lib/maintenance.ts";
import { startPaymentJob } from "@/lib/payments/hold.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { clientIp } from "@/lib/http/client-ip.ts";
import { FORWARDED_HEADERS } from "@/lib/http/forwarded.ts";
import { answerClientError, decideUrl } from "@/lib/http/request-safety.ts";
import { SharedAnswers } from "@/lib/http/shared-answers.ts";
import { INVALID_HOST, requestHost, type HeaderReader } from "@/lib/http/urls.ts";
import { startDraining } from "@/lib/http/draining.ts";
import { log, errorFields } from "@/lib/observability/log.ts";
import { answerMetrics, METRICS_PATHS, recordRequest } from "@/lib/observability/metrics.ts";
import { routeLabeller } from "@/lib/observability/route-label.ts";
import { loggedPath } from "@/lib/observability/logged-path.ts";
import { runWithRequestContext, type RequestContext } from "@/lib/observability/request-context.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { startPageRefresh } from "./lib/page-refresh.ts";
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

/** A JSON answer given before Next sees the request: a host the shop does not serve, a malformed URL. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, answer: unknown): void {
  const body = JSON.stringify(answer);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store" });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** With API_ANSWER_LOG (tests), every endpoint's answer as one JSON line in that file (lib/testing/contract.ts). */
function answerRecorder(file: string | undefined): RequestContext["answered"] {
  if (!file) return undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return (answer) => fs.appendFileSync(file, `${JSON.stringify(answer)}\n`);
}

export async function startServer(opts: { dev: boolean }): Promise<http.Server> {
  const c = config();
  const recordAnswer = answerRecorder(c.API_ANSWER_LOG);
  const app = next({ dev: opts.dev, dir: ROOT, hostname: c.HOSTNAME, port: c.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  await startCatalogueCache();
  // Whole answers for callers without credentials, where endpoints offer them; off with the catalogue cache.
  const shared = c.CATALOGUE_CACHE && !opts.dev ? new SharedAnswers() : undefined;
  // Pages a change made out of date are rendered again by the server itself, in the background.
  const isRefresh = c.CATALOGUE_CACHE && !opts.dev ? startPageRefresh({ hostname: c.HOSTNAME, port: c.PORT }, new URL(c.publicOrigin).host) : () => false;

  const routeOf = routeLabeller(path.join(ROOT, "app"), path.join(ROOT, "public"), ["/api/metrics/"]);
  let draining = false;

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? "/";
    // Stopping: each answer closes its connection, so that keep-alive clients open their next elsewhere.
    if (draining) res.setHeader("Connection", "close");
    res.on("finish", () => recordRequest(routeOf(url), req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
    if (!c.TRUST_PROXY) {
      // Without a trusted proxy, forwarded headers are the client's words: Next must not build on them.
      for (const h of FORWARDED_HEADERS) delete req.headers[h];
    }
    keepRouteHandlerVary(req, res);
    keepPrivateAnswers(res);
    answerOutagesAs503(res);
    const headers = headerReader(req);
    const context: RequestContext = { clientIp: req.socket.remoteAddress ?? "", answered: recordAnswer };
    if (c.LOG_REQUESTS) {
      res.on("finish", () => {
        log.info("request", {
          method: req.method,
          path: loggedPath(url),
          status: res.statusCode,
          duration_ms: Number((process.hrtime.bigint() - started) / 10_000n) / 100,
          caller: context.caller ?? null,
          ip: clientIp(headers, context.clientIp ?? null),
          error_id: context.errorId ?? null,
        });
      });
    }
    if (!requestHost(headers)) return refuse(req, res, 400, INVALID_HOST);
    const decided = decideUrl(url);
    if (decided.kind === "refuse") return refuse(req, res, decided.status, decided.body);
    if (decided.kind === "redirect") {
      res.writeHead(308, { Location: decided.location, "Content-Length": 0 });
      return res.end();
    }
    if (decided.kind === "rewrite") req.url = decided.url;
    if (METRICS_PATHS.has(url.split("?")[0])) {
      answerMetrics(req, res).catch((error: unknown) => {
        const errorId = randomBytes(6).toString("hex");
        log.error("unhandled error", { error_id: errorId, path: "/api/metrics/", ...errorFields(error) });
        if (!res.headersSent) refuse(req, res, 500, { detail: "Internal server error.", error_id: errorId });
      });
      return;
    }
    const refreshing = isRefresh(req);
    if (!refreshing && shared?.handle(req, headers, res, context)) return;
    const serve = () =>
      runWithRequestContext(context, () => {
        handle(req, res).catch((error: unknown) => {
          log.error("unhandled request error", errorFields(error));
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end();
          }
        });
      });
    if (refreshing) refresher.runAsRefresh(serve);
    else serve();
  });
  server.keepAliveTimeout = 65_000;
  server.on("clientError", answerClientError);

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
  // Orders waiting for payment: asked about at the provider, cancelled when their hold ends; refunds sent.
  const stopPaymentJob = startPaymentJob();

  stopOnSignal("server", async () => {
    // Say "draining" to health checks, stop accepting, let the requests in flight finish (the forced
    // exit bounds the wait), then close.
    draining = true;
    startDraining();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    stopMaintenance();
    stopPaymentJob();
    await stopSender();
    await stopCatalogueChanges();
    await closeDb();
  });
  return server;
}
