// Checking a username and password, for every password login (next-auth's provider today, the API's
// POST /api/v2/login/ with the identity work). Failed tries are counted per (account, IP) and per IP
// (spec/API.md §3: 5 per account and IP in 15 minutes, 100 an hour per IP; no account lockout), and an
// unknown account costs the same scrypt work as a known one, so timing does not tell which exist.
import type { User } from "@/lib/generated/prisma/client.ts";
import { ThrottledError } from "@/lib/errors.ts";
import { throttleAddress } from "@/lib/http/client-ip.ts";
import { hit, peek, rate } from "@/lib/http/throttle.ts";
import { findUserForLogin } from "./login-lookup.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const PER_ACCOUNT_AND_IP = rate("5/15m");
const PER_IP = rate("100/hour");

// Compared against when the account does not exist; made once, on the first such login.
let decoyHash: Promise<string> | undefined;

function failureKeys(username: string, ip: string) {
  const address = throttleAddress(ip);
  return [
    { key: `login-failed:${username.trim().toLowerCase()}:${address}`, rate: PER_ACCOUNT_AND_IP },
    { key: `login-failed:${address}`, rate: PER_IP },
  ];
}

/**
 * The active user these credentials name, or null when they are wrong. Throws the documented 429
 * while the caller has too many recent failures; a failure counts against both limits.
 */
export async function checkPassword(username: string, password: string, ip: string): Promise<User | null> {
  const keys = failureKeys(username, ip);
  for (const { key, rate: r } of keys) {
    const state = await peek(key, r);
    if (!state.allowed) throw new ThrottledError(state.retryAfter);
  }
  const user = await findUserForLogin(username);
  const stored = user?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy password")));
  const matches = await verifyPassword(password, stored);
  if (user && user.isActive && user.passwordHash && matches) return user;
  for (const { key, rate: r } of keys) await hit(key, r);
  return null;
}
