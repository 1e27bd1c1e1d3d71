// Signing in with a username and password through the API (POST /api/v2/login/): the compat answers of
// spec/API.md §3. The password check counts the try first (lib/auth/password-login.ts); a caller who
// is already signed in is refused only once the credentials proved right, as the compat API does.
import { transaction } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import type { User } from "@/lib/generated/prisma/client.ts";
import { sessionInUse } from "./otp-login.ts";
import { checkPassword } from "./password-login.ts";
import { signIn, type SignInContext, type SignInResult } from "./sign-in.ts";

export const invalidLogin = () => new ApiError(401, { non_field_errors: ["invalid login"] });

export async function passwordSignIn(username: string, password: string, ctx: SignInContext): Promise<{ user: User; session: SignInResult }> {
  const user = await checkPassword(username, password, ctx.caller.ip);
  if (!user) throw invalidLogin();
  if (ctx.caller.user) throw sessionInUse();
  const session = await transaction((tx) => signIn(tx, user.id, ctx));
  return { user, session };
}
