import { z } from "zod";
import { FieldErrorsSchema, THROTTLED } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { LoginAnswerSchema, loginReply, signInContext } from "@/lib/auth/login-answer.ts";
import { LoginWithOtpInput } from "@/lib/auth/otp-input.ts";
import { signInWithOtp } from "@/lib/auth/otp-login.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/auth/login-with-otp/",
  name: "Login With OTP",
  description:
    "Signs in with the code sent to a phone number or e-mail address, creating the account on first use. Answers an API token and sets the browser session cookie; the anonymous basket is merged into the account's.",
  tag: "Authorization",
  personal: true,
  methods: {
    POST: {
      input: LoginWithOtpInput,
      sessionChanging: true,
      responses: { 200: { description: "Signed in.", schema: LoginAnswerSchema.extend({ is_new_user: z.boolean() }) },
        401: { description: "The code was right but staff deactivated the account (`non_field_errors` says so).", schema: FieldErrorsSchema },
        429: THROTTLED,
      },
      handler: async (ctx) => {
        const { user, isNewUser, session } = await signInWithOtp(ctx.body.identifier, ctx.body.otp, signInContext(ctx));
        return loginReply(ctx, user, session, { is_new_user: isNewUser });
      },
    },
  },
});
