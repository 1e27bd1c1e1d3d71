import { THROTTLED } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { OTP_SENT, OtpSentSchema, sendOtp } from "@/lib/auth/otp-send.ts";
import { SendOtpInput } from "@/lib/auth/otp-input.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/auth/resend-otp/",
  name: "Resend OTP",
  description: "Sends a new code for an open request (the old code is void), at most once every 30 seconds.",
  tag: "Authorization",
  methods: {
    POST: {
      input: SendOtpInput,
      responses: { 200: { description: "A new code is on its way.", schema: OtpSentSchema }, 429: THROTTLED },
      handler: async ({ body, caller, locale }) => {
        await sendOtp(body.identifier, caller.ip, "resend", undefined, locale);
        return OTP_SENT(body.identifier);
      },
    },
  },
});
