import { THROTTLED } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { OTP_SENT, OtpSentSchema, sendOtp } from "@/lib/auth/otp-send.ts";
import { SendOtpInput } from "@/lib/auth/otp-input.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/auth/send-otp/",
  name: "Send OTP",
  description:
    "Sends a 6-digit sign-in code to a phone number (SMS) or an e-mail address, whether or not it has an account: signing in and signing up are one step. The code is valid for 5 minutes; a new one voids the old.",
  tag: "Authorization",
  methods: {
    POST: {
      input: SendOtpInput,
      responses: { 200: { description: "The code is on its way.", schema: OtpSentSchema }, 429: THROTTLED },
      handler: async ({ body, caller, locale }) => {
        await sendOtp(body.identifier, caller.ip, "send", undefined, locale);
        return OTP_SENT(body.identifier);
      },
    },
  },
});
