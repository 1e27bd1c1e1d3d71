// Signing out through the API (DELETE /api/v2/login/, the account page): ends what the caller signed in
// with (or, with `everywhere`, every session and token of the user). An anonymous browser forgets its
// basket cookie.
import { transaction } from "@/lib/db.ts";
import { clearedBasketCookie } from "./basket-cookie.ts";
import type { Caller } from "./caller.ts";
import type { CookieSpec } from "./session-cookie.ts";
import { signOut } from "./sign-in.ts";

export async function signOutCaller(caller: Caller, opts: { everywhere: boolean; secure: boolean }): Promise<CookieSpec[]> {
  const cookies = await transaction((tx) => signOut(tx, caller, opts));
  if (!caller.user && caller.basketCookie) cookies.push(clearedBasketCookie(opts.secure));
  return cookies;
}
