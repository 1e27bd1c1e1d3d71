// Checking a username and password, for every password login (next-auth's provider today, the API's
// POST /api/v2/login/ with the identity work). The try is counted before the password is checked
// (lib/auth/login-limits.ts: per (account, IP) a growing delay after 5 failures in 15 minutes, 100
// failures an hour per IP, no account lockout), keyed on the account the username resolves to, so every
// way of writing one account shares one budget. An unknown account costs the same scrypt work as a
// known one, so timing does not tell which exist.
import type { User } from "@/lib/generated/prisma/client.ts";
import { throttleAddress } from "@/lib/http/client-ip.ts";
import { accountDeactivated } from "./deactivated.ts";
import { beginLoginTry } from "./login-limits.ts";
import { findUserForLogin, loginName, loginNameKey } from "./login-lookup.ts";
import { hashPassword, verifyPassword } from "./password.ts";

// Compared against when the account does not exist; made once, on the first such login.
let decoyHash: Promise<string> | undefined;

function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password").catch((error: unknown) => {
    decoyHash = undefined; // refused by the scrypt gate: made on a later login
    throw error;
  });
  return decoyHash;
}

/**
 * The active user these credentials name, or null when they are wrong. Throws the documented 429
 * while the caller must wait, 503 while too many passwords are being checked at once, and 401 with the
 * deactivation message when they are right but staff deactivated the account.
 */
export async function checkPassword(username: string, password: string, ip: string): Promise<User | null> {
  const user = await findUserForLogin(username);
  const account = user ? `u:${user.id}` : loginNameKey(loginName(username));
  const attempt = await beginLoginTry(account, throttleAddress(ip));
  let matches: boolean;
  try {
    matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  } catch (error) {
    await attempt.notChecked();
    throw error;
  }
  if (user?.passwordHash && matches) {
    await attempt.succeeded();
    if (!user.isActive) throw accountDeactivated(); // the right password: its holder learns why
    return user;
  }
  return null; // the failure was counted before the check
}
