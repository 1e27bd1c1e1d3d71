// The server secret when NEXTAUTH_SECRET is not set. It signs session cookies and keys the server's
// hashes, so it must be private and must not change between restarts: it is made once at random and
// kept in DATA_DIR/server-secret, readable by its owner only. Tests get a random secret per process.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_FILE = "server-secret";

/** A new random secret: 32 bytes, URL-safe base64 (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret kept in `dataDir`, made on first use. Two processes starting at once agree on one:
 * the file appears complete or not at all (written aside, then linked into place).
 */
export function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(draft, `${newSecret()}\n`, { mode: 0o600, flag: "wx" });
    try {
      fs.linkSync(draft, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret. Delete the file to make a new one (everyone is signed out).`);
  }
  return secret;
}

let testSecret: string | undefined;

/** A random secret for this test process (vitest sets NODE_ENV=test): nothing to configure, nothing published. */
export function testProcessSecret(): string {
  testSecret ??= newSecret();
  return testSecret;
}
