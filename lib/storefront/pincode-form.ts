// The header's "Deliver to" pincode posted without JavaScript (POST /delivery-pincode/): stored as
// PUT /api/v2/location/ stores it (setLocation: on the signed-in shopper, or in the `pincode` cookie), and
// back to the page it was posted from: the Referer's path when the Referer is this site, else the home
// page — never another site. A pincode that is not six digits changes nothing (the field asks for six
// digits before it is sent). The shop pages are the same for everyone, so the header shows the new
// pincode only with JavaScript; the basket's delivery estimate and checkout's address follow it.
import { ValidationError } from "@/lib/errors.ts";
import { readPostedForm, sameSitePath } from "@/lib/http/posted-form.ts";
import { addRenewedSessionCookie, serializeCookie } from "@/lib/http/reply.ts";
import { setLocation } from "@/lib/shipping/location.ts";

export const DELIVERY_PINCODE_PATH = "/delivery-pincode/";

export async function pincodeFromForm(request: Request): Promise<Response> {
  const form = await readPostedForm(request);
  if (form instanceof Response) return form;
  const { origin, caller, data, secure } = form;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const pincode = data.get("pincode");
  try {
    const { cookies } = await setLocation(caller, typeof pincode === "string" ? pincode.slice(0, 32) : null, secure);
    for (const c of cookies) headers.append("Set-Cookie", serializeCookie(c));
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
  }
  headers.set("Location", `${origin}${sameSitePath(request.headers.get("referer"), origin)}`);
  addRenewedSessionCookie(headers, caller);
  return new Response(null, { status: 303, headers });
}
