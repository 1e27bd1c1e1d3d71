// Delivery: e-mail over SMTP (nodemailer) when SMTP_URL is set, SMS as a JSON POST to
// SMS_WEBHOOK_URL. Without a configured transport a message is written to the server log instead
// (and kept in the outbox as `logged`), so a fresh machine works offline.
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
  /** "" for SMS. */
  subject: string;
  text: string;
  html: string | null;
}

/** "sent" when a transport accepted it; "logged" when none is configured and it went to the log. */
export type DeliveryOutcome = "sent" | "logged";

export const SMS_TIMEOUT_MS = 10_000;

const transports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

/**
 * The SMTP options a URL implies. `smtp://host:port` is plain SMTP (a local relay: no TLS, even if
 * the relay offers STARTTLS); `smtps://` is TLS from the first byte. Query parameters override, as
 * nodemailer reads them: `smtp://host:587/?requireTLS=true` insists on STARTTLS.
 */
export function smtpOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    url,
    secure,
    ignoreTLS: !secure && parsed.searchParams.get("requireTLS") !== "true",
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
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

function logMessage(message: OutgoingMessage): DeliveryOutcome {
  log.info("outbox message", {
    id: message.id,
    channel: message.channel,
    template: message.template,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  return "logged";
}

async function sendEmail(message: OutgoingMessage): Promise<DeliveryOutcome> {
  const c = config();
  if (!c.SMTP_URL) return logMessage(message);
  const info = await smtpTransport(c.SMTP_URL).sendMail({
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
  if (!c.SMS_WEBHOOK_URL) return logMessage(message);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
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

/** Delivers one message through its channel's transport; throws when the transport fails. */
export function deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
  return message.channel === "email" ? sendEmail(message) : sendSms(message);
}
