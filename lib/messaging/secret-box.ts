// The secret parts of a queued message (a sign-in code, a link carrying a token) are kept in the
// outbox only as AES-256-GCM ciphertext under a key derived from the server secret, and only until
// the message is delivered or given up (the sender blanks them then). See docs/decisions.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "@/lib/config.ts";

const VERSION = "v1";
const INFO = "storefront/outbox-secrets/v1";

let cachedKey: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = config().NEXTAUTH_SECRET;
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "", INFO, 32)) };
  }
  return cachedKey.key;
}

/** Raised when sealed secrets cannot be opened (another server secret, or an altered row). */
export class SecretsUnreadableError extends Error {}

/**
 * Encrypts `values` for one message. `binding` (channel, recipient, template) is authenticated with
 * them, so ciphertext moved to another recipient's row cannot be opened there.
 */
export function sealSecrets(values: Record<string, unknown>, binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(binding, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** Decrypts what sealSecrets produced for the same `binding`. */
export function openSecrets(sealed: string, binding: string): Record<string, unknown> {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || body === undefined || !tag) throw new SecretsUnreadableError("The message's secrets are in an unknown format.");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(binding, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SecretsUnreadableError("The message's secrets cannot be decrypted (was the server secret changed?).");
  }
}
