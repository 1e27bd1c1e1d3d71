// Delivery: e-mail over SMTP (nodemailer) when SMTP_URL is set, SMS as a JSON POST to
// SMS_WEBHOOK_URL. Without a configured transport a message is kept in the outbox as `logged` (sent
// once the transport is set: sender.ts) and the log says so, without the body (OUTBOX_LOG_BODIES=1 prints it, outside production), so a fresh
// machine works offline. Delivery is at least once (see sender.ts): every attempt at one message
// carries the same Message-ID (SMS: Idempotency-Key), so a resend can be recognised.
import nodemailer, { type Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { config } from "@/lib/config.ts";
import { log } from "@/lib/observability/log.ts";

export interface OutgoingMessage {
  /** The outbox row's id (for the log). */
  id: number;
  channel: "email" | "sms";
  template: string;
  to: string;
  /** The same on every attempt (compose.ts: messageReference): the Message-ID, the SMS Idempotency-Key. */
  reference: string;
  /** "" for SMS. */
  subject: string;
  text: string;
  html: string | null;
}

/** "sent" when a transport accepted it; "logged" when none is configured (kept in the outbox, not delivered). */
export type DeliveryOutcome = "sent" | "logged";

export const SMS_TIMEOUT_MS = 10_000;

/**
 * Fixed SMTP timeouts (the URL may not change them: the sender's deadline and lease are computed
 * from them). The socket timeout is idle time, so a server that trickles bytes could hold a send
 * longer: the sender's deadline (sender.ts) bounds every attempt regardless.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

const transports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

/**
 * The SMTP options a URL implies. `smtps://host:465` is TLS from the first byte. `smtp://host:587`
 * upgrades with STARTTLS whenever the server offers it (and then checks its certificate), so a
 * relay that offers TLS is never used in clear text by accident. Query parameters override, as
 * nodemailer reads them: `?requireTLS=true` refuses to go on without STARTTLS; `?ignoreTLS=true`
 * never upgrades (a local relay on 127.0.0.1:25); `?tls.rejectUnauthorized=false` accepts a
 * self-signed certificate.
 */
export function smtpOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const fixed = Object.keys(SMTP_TIMEOUTS).filter((name) => parsed.searchParams.has(name));
  if (fixed.length) throw new Error(`SMTP_URL may not set ${fixed.join(", ")}: the outbox's timeouts are fixed`);
  return { url, secure: parsed.protocol === "smtps:", ...SMTP_TIMEOUTS };
}

function smtpTransport(url: string): Transporter<SMTPTransport.SentMessageInfo> {
  let transport = transports.get(url);
  if (!transport) {
    // The transport class itself, not createTransport(options): given a `url`, createTransport
    // drops every other option, while the transport merges the URL's settings over them.
    transport = nodemailer.createTransport(new SMTPTransport(smtpOptions(url)));
    transports.set(url, transport);
  }
  return transport;
}

/** Closes the SMTP transports created so far (the sender does when it stops; tests). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** "asha@example.in" → "a…@example.in", "+919812345678" → "+91…5678": enough to tell messages apart in a log. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf("@");
  if (at > 0) return `${to[0]}…${to.slice(at)}`;
  return to.length > 7 ? `${to.slice(0, 3)}…${to.slice(-4)}` : "…";
}

let warnedBodies = false;

/** OUTBOX_LOG_BODIES=1 prints whole messages (codes and links included) where no transport is set; never in production. */
function logBodies(): boolean {
  const c = config();
  if (c.OUTBOX_LOG_BODIES && c.isProduction && !warnedBodies) {
    warnedBodies = true;
    log.warn("OUTBOX_LOG_BODIES is ignored in production: message bodies carry sign-in codes and private links");
  }
  return c.OUTBOX_LOG_BODIES && !c.isProduction;
}

/** Without a transport the message stays in the outbox (as `logged`); the log says so, without its body. */
function keepUndelivered(message: OutgoingMessage): DeliveryOutcome {
  const fields = { id: message.id, channel: message.channel, template: message.template };
  if (logBodies()) {
    log.info("outbox message not delivered: no transport configured", {
      ...fields,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  } else {
    log.info("outbox message not delivered: no transport configured", { ...fields, to: maskRecipient(message.to) });
  }
  return "logged";
}

/** The Message-ID of every attempt at one outbox row: its reference at the sender's own domain. */
export function messageIdFor(reference: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1] ?? "storefront.invalid";
  return `<${reference}@${domain}>`;
}

async function sendEmail(message: OutgoingMessage): Promise<DeliveryOutcome> {
  const c = config();
  if (!c.SMTP_URL) return keepUndelivered(message);
  const info = await smtpTransport(c.SMTP_URL).sendMail({
    messageId: messageIdFor(message.reference, c.MAIL_FROM),
    from: c.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: { "Auto-Submitted": "auto-generated" },
  });
  if (info.rejected.length) throw new Error(`The SMTP server rejected ${info.rejected.join(", ")}: ${info.response}`);
  return "sent";
}

async function sendSms(message: OutgoingMessage): Promise<DeliveryOutcome> {
  const c = config();
  if (!c.SMS_WEBHOOK_URL) return keepUndelivered(message);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    // A provider that honours it sends a retried message once.
    "idempotency-key": message.reference,
  };
  if (c.SMS_WEBHOOK_TOKEN) headers.authorization = `Bearer ${c.SMS_WEBHOOK_TOKEN}`;
  const response = await fetch(c.SMS_WEBHOOK_URL, {
    method: "POST",
    headers,
    body: JSON.stringify({ to: message.to, message: message.text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  const body = await response.text().catch(() => "");
  if (!response.ok) {
    const detail = body.trim().slice(0, 200);
    throw new Error(`The SMS provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  return "sent";
}

/** The channels that have a transport configured: their `logged` messages can go out now. */
export function deliveringChannels(): ("email" | "sms")[] {
  const c = config();
  return [...(c.SMTP_URL ? ["email" as const] : []), ...(c.SMS_WEBHOOK_URL ? ["sms" as const] : [])];
}

/** Delivers one message through its channel's transport; throws when the transport fails. */
export function deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
  return message.channel === "email" ? sendEmail(message) : sendSms(message);
}
