// Real receivers for tests (no mocks): an SMTP server (the `smtp-server` package) and an HTTP
// server standing in for the SMS provider, both on random local ports, recording what arrived.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  /** The Message-ID header, e.g. "<outbox.12.m3x9@vanyaliving.in>". */
  messageId: string;
  /** True when the message arrived over TLS (implicit TLS or after STARTTLS). */
  tls: boolean;
  /** The plain-text part, line endings normalised to "\n". */
  text: string;
  /** The HTML part, line endings normalised to "\n" ("" when there is none). */
  html: string;
  raw: string;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` (or `smtps://…` for a TLS receiver). */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Refuses the next `n` messages at RCPT TO with a temporary error. */
  refuseNext(n: number): void;
  /** Refuses every message from now on (or stops refusing). */
  refuseAll(refuse: boolean): void;
  /**
   * Keeps the next `n` messages but answers their DATA with a temporary error: the receiver has the
   * mail, the sender believes it failed (what a crash between the SMTP accept and the status write
   * looks like to the sender).
   */
  keepButFailNext(n: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1, -1);
  return sections.flatMap((s) => leaves(splitPart(s.replace(/^\r?\n/, ""))));
}

/** Enough MIME for what nodemailer sends: headers, multipart/alternative, QP and base64 bodies. */
export function parseMail(raw: string): Omit<ReceivedMail, "envelopeFrom" | "envelopeTo" | "tls"> {
  const top = splitPart(raw);
  let text = "";
  let html = "";
  for (const leaf of leaves(top)) {
    const type = (leaf.headers.get("content-type") ?? "text/plain").toLowerCase();
    const body = decodeBody(leaf.body, leaf.headers.get("content-transfer-encoding") ?? "7bit").replace(/\r\n/g, "\n");
    if (type.startsWith("text/html")) html = body;
    else if (type.startsWith("text/plain")) text = body;
  }
  return {
    from: decodeHeader(top.headers.get("from") ?? ""),
    to: decodeHeader(top.headers.get("to") ?? ""),
    subject: decodeHeader(top.headers.get("subject") ?? ""),
    messageId: top.headers.get("message-id") ?? "",
    text,
    html,
    raw,
  };
}

export interface SmtpReceiverOptions {
  /** TLS from the first byte (an `smtps://` server). */
  secure?: boolean;
  /** Offer STARTTLS (with smtp-server's built-in certificate, which does not verify); off by default, like a plain local relay. */
  starttls?: boolean;
  /** Wait this long before accepting each message (a slow server). */
  delayMs?: number;
  /** Listen on this port (a server started beforehand must know it); a random free port by default. */
  port?: number;
}

/** Starts an SMTP server on a random local port that records every message it accepts. */
export async function startSmtpReceiver(opts: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let refuseCount = 0;
  let refuseEvery = false;
  let failAfterData = 0;
  const server = new SMTPServer({
    secure: opts.secure ?? false,
    disabledCommands: opts.starttls ? [] : ["STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseEvery || refuseCount > 0) {
        refuseCount = Math.max(0, refuseCount - 1);
        const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        mails.push({
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          envelopeTo: envelope.rcptTo.map((r) => r.address),
          tls: session.secure,
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
        });
        const answer = () => {
          if (failAfterData > 0) {
            failAfterData -= 1;
            const error = new Error("Queue write failed, try again later") as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
          } else callback();
        };
        if (opts.delayMs) setTimeout(answer, opts.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `${opts.secure ? "smtps" : "smtp"}://127.0.0.1:${port}`,
    port,
    mails,
    refuseNext: (n) => {
      refuseCount = n;
    },
    refuseAll: (refuse) => {
      refuseEvery = refuse;
    },
    keepButFailNext: (n) => {
      failAfterData = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `receiver` has a mail for `to` and returns the latest one (tests that read a code or a link from it). */
export async function waitForMail(receiver: SmtpReceiver, to: string, timeoutMs = 5_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = receiver.mails.findLast((m) => m.envelopeTo.includes(to));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface SmsRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface SmsReceiver {
  url: string;
  requests: SmsRequest[];
  /** Status codes for the next answers, in order (then 200 again). */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** Starts an HTTP server standing in for the SMS provider. */
export async function startSmsReceiver(): Promise<SmsReceiver> {
  const requests: SmsRequest[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status < 300 ? { id: `sms-${requests.length}` } : { error: "provider unavailable" }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    requests,
    answerNext: (...codes) => {
      statuses.push(...codes);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sets environment variables (undefined deletes) and returns a function that restores them. */
export function setEnv(vars: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  return () => apply(saved);
}
