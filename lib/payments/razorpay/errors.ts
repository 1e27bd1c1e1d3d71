// What can go wrong when the shop calls Razorpay, as types a caller can tell apart. No message carries
// a key or a secret: they name the call (method and path) and what Razorpay said.
import type { RazorpayErrorDetails } from "./entities.ts";

/** Anything that went wrong talking to Razorpay. */
export class RazorpayError extends Error {
  override name = "RazorpayError";
}

/** Razorpay answered with its error body, e.g. 400 BAD_REQUEST_ERROR "The id provided does not exist". */
export class RazorpayApiError extends RazorpayError {
  override name = "RazorpayApiError";
  readonly status: number;
  readonly code: string;
  readonly description: string;
  /** The request field Razorpay blames, when it names one. */
  readonly field: string | null;
  readonly reason: string | null;
  readonly source: string | null;
  readonly step: string | null;

  constructor(call: string, status: number, error: RazorpayErrorDetails) {
    super(`Razorpay refused ${call} (${status} ${error.code}): ${error.description}`);
    this.status = status;
    this.code = error.code;
    this.description = error.description;
    this.field = error.field ?? null;
    this.reason = error.reason ?? null;
    this.source = error.source ?? null;
    this.step = error.step ?? null;
  }
}

/** Razorpay did not accept the key id and secret (401): a configuration problem, not the buyer's. */
export class RazorpayAuthenticationError extends RazorpayApiError {
  override name = "RazorpayAuthenticationError";
}

/** No answer: the call timed out or the connection failed. The call may be tried again. */
export class RazorpayUnreachableError extends RazorpayError {
  override name = "RazorpayUnreachableError";
  constructor(
    call: string,
    readonly reason: "timeout" | "network",
    options?: { cause?: unknown },
  ) {
    super(reason === "timeout" ? `Razorpay did not answer ${call} in time` : `Razorpay could not be reached for ${call}`, options);
  }
}

/** An answer that is not Razorpay's (a proxy's error page, a shape the client does not know). */
export class RazorpayAnswerError extends RazorpayError {
  override name = "RazorpayAnswerError";
  constructor(
    call: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Unexpected answer from Razorpay to ${call} (${status}): ${detail}`);
  }
}
