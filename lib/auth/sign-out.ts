// Signing out through the API (DELETE /api/v2/login/, the account page): ends what the caller signed in
// with (or, with `everywhere`, every session and token of the user). An anonymous caller's basket is
// deleted (spec/API.md §3) and a browser forgets its basket cookie.
import { deleteAnonymousBaskets } from "@/lib/basket/holders.ts";
import { transaction } from "@/lib/db.ts";
import { clearedBasketCookie } from "./basket-cookie.ts";
import type { Caller } from "./caller.ts";
import type { CookieSpec } from "./session-cookie.ts";
import { signOut } from "./sign-in.ts";

export async function signOutCaller(caller: Caller, opts: { everywhere: boolean; secure: boolean }): Promise<CookieSpec[]> {
  const cookies = await transaction(async (tx) => {
    if (!caller.user) await deleteAnonymousBaskets(tx, caller);
    return signOut(tx, caller, opts);
  });
  if (!caller.user && caller.basketCookie) cookies.push(clearedBasketCookie(opts.secure));
  return cookies;
}
