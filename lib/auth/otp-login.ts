// Signing in with a one-time code (spec/API.md §3): signing in and signing up are one step. The proven
// identifier finds the account or makes one, is marked verified, and the caller is signed in through
// signIn() like every other sign-in. What an identifier that nobody had proven may do (docs/decisions:
// OTP design):
// - an e-mail address whose account never verified it (someone registered it with a password): the
//   first proof takes the account over: its password is removed, its other sessions, tokens and
//   pending verification links end, and a phone number nobody proved is taken off it;
// - a phone number that sits unproven on an account (typed at registration): it does not lead into that
//   account; it is taken off it and the proof signs into the number's own account.
// A proven e-mail address also brings in the guest orders placed with it (lib/orders/claim.ts).
import { ApiError } from "@/lib/errors.ts";
import { transaction, type Tx } from "@/lib/db.ts";
import type { User } from "@/lib/generated/prisma/client.ts";
import { claimGuestOrders } from "@/lib/orders/claim.ts";
import { accountDeactivated } from "./deactivated.ts";
import type { Identifier } from "./identifiers.ts";
import { checkCode, consumeCode } from "./otp-codes.ts";
import { countCodeTry } from "./otp-limits.ts";
import { signIn, signOutEverywhere, type SignInContext, type SignInResult } from "./sign-in.ts";

export interface OtpSignIn {
  user: User;
  isNewUser: boolean;
  session: SignInResult;
}

export const sessionInUse = () => new ApiError(405, { detail: "Session is in use, log out first" });

/** The account `id` signs into, made or adjusted as the rules above say. */
async function accountFor(tx: Tx, id: Identifier): Promise<{ user: User; isNewUser: boolean }> {
  if (id.kind === "email") {
    const account = await emailAccountFor(tx, id.value);
    await claimGuestOrders(tx, account.user.id, id.value);
    return account;
  }
  const found = await tx.user.findUnique({ where: { phoneNumber: id.value } });
  if (found?.phoneVerified) return { user: found, isNewUser: false };
  if (found) await tx.user.update({ where: { id: found.id }, data: { phoneNumber: null } });
  return { user: await tx.user.create({ data: { phoneNumber: id.value, phoneVerified: true } }), isNewUser: true };
}

/** The account a proven e-mail address signs into: made, found, or taken over from its unproven registrant. */
async function emailAccountFor(tx: Tx, email: string): Promise<{ user: User; isNewUser: boolean }> {
  const found = await tx.user.findUnique({ where: { email } });
  if (!found) return { user: await tx.user.create({ data: { email, emailVerified: true } }), isNewUser: true };
  if (found.emailVerified) return { user: found, isNewUser: false };
  await signOutEverywhere(tx, found.id);
  await tx.emailVerification.deleteMany({ where: { userId: found.id } });
  const user = await tx.user.update({
    where: { id: found.id },
    data: { emailVerified: true, passwordHash: null, ...(found.phoneVerified ? {} : { phoneNumber: null }) },
  });
  return { user, isNewUser: false };
}

/**
 * Checks `code` for `id` and signs the caller in (creating the account on first use). Throws the
 * documented 400s for a wrong, expired or exhausted code, 429 past the per-address limit, and 405 when
 * the caller is already signed in.
 */
export async function signInWithOtp(id: Identifier, code: string, ctx: SignInContext, now = new Date()): Promise<OtpSignIn> {
  if (ctx.caller.user) throw sessionInUse();
  const counted = await countCodeTry(ctx.caller.ip, now);
  const matched = await checkCode(id, code, now);
  const attempt = () =>
    transaction(async (tx) => {
      await consumeCode(tx, matched, now);
      const { user, isNewUser } = await accountFor(tx, id);
      if (!user.isActive) throw accountDeactivated(); // rolls the code back: it stays usable once restored
      const session = await signIn(tx, user.id, ctx);
      return { user, isNewUser, session };
    });
  let result: OtpSignIn;
  try {
    result = await attempt();
  } catch (error) {
    // The account was created by another request (a registration) a moment ago: it exists now.
    if ((error as { code?: unknown })?.code !== "P2002") throw error;
    result = await attempt();
  }
  await counted.refund();
  return result;
}
