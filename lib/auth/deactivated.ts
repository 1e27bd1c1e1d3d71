// A deactivated account (staff ended it, issue 22): signing in is refused with this answer once the
// password or one-time code proved right, so only the account's holder learns why (docs/decisions/0155).
import { ApiError } from "@/lib/errors.ts";

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Write to us to restore it.";

/** 401 in the login endpoints' compat shape, with the reason instead of "invalid login". */
export const accountDeactivated = () => new ApiError(401, { non_field_errors: [DEACTIVATED_MESSAGE] });
