// Errors a service can throw that mean something to the caller. lib/http turns each into its status
// and body (spec/API.md §1); pages turn NotFoundError into notFound(). Services never build responses.

/** Anything thrown with a ready body: status, JSON body (any shape, for compat bodies), extra headers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
    this.name = "ApiError";
  }
}

export class NotFoundError extends ApiError {
  constructor(detail = "Not found.") {
    super(404, { detail });
    this.name = "NotFoundError";
  }
}

/** The caller is anonymous and must sign in. */
export class NotAuthenticatedError extends ApiError {
  constructor() {
    super(403, { detail: "Authentication credentials were not provided." });
    this.name = "NotAuthenticatedError";
  }
}

/** The caller is signed in but may not do this. */
export class PermissionDeniedError extends ApiError {
  constructor(detail = "You do not have permission to perform this action.") {
    super(403, { detail });
    this.name = "PermissionDeniedError";
  }
}

export type FieldErrors = { [field: string]: string[] | FieldErrors | FieldErrors[] };

/** Field errors: `{"field": ["message"]}`, `non_field_errors` for the object, nested for nested input. */
export class ValidationError extends ApiError {
  constructor(
    readonly fields: FieldErrors,
    status = 400,
  ) {
    super(status, fields);
    this.name = "ValidationError";
  }

  static nonField(message: string, status = 400): ValidationError {
    return new ValidationError({ non_field_errors: [message] }, status);
  }
}

/** A request that conflicts with the state of the resource (`409 {"detail", "code"?}`). */
export class ConflictError extends ApiError {
  constructor(detail: string, code?: string) {
    super(409, code ? { detail, code } : { detail });
    this.name = "ConflictError";
  }
}

export class ThrottledError extends ApiError {
  constructor(readonly waitSeconds: number) {
    const wait = Math.max(1, Math.ceil(waitSeconds));
    super(429, { detail: `Request was throttled. Expected available in ${wait} seconds.` }, { "Retry-After": String(wait) });
    this.name = "ThrottledError";
  }
}

export class UnavailableError extends ApiError {
  constructor(retryAfterSeconds = 5) {
    super(503, { detail: "Service temporarily unavailable." }, { "Retry-After": String(retryAfterSeconds) });
    this.name = "UnavailableError";
  }
}
