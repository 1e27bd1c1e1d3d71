// GET /admin/orders/{id}/packing-slip/: the order's packing slip as a PDF, for staff with the orders
// group only (checked here, on the server: a route handler renders no layout). Others: sign in, or 403.
import { adminOrder } from "@/lib/admin/orders/detail.ts";
import { packingSlipPdf } from "@/lib/admin/orders/packing-slip.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const caller = await getPageCaller();
  const headers = { "Cache-Control": "private, no-store" };
  if (!caller.user) return new Response(null, { status: 303, headers: { ...headers, Location: loginHref(`/admin/orders/${encodeURIComponent(id)}/packing-slip/`) } });
  if (!mayUse(caller.user, ["orders"])) return new Response("You do not have access to packing slips.", { status: 403, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  try {
    const order = await adminOrder(id);
    const body = await packingSlipPdf(order);
    return new Response(Buffer.from(body), {
      headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="packing-slip-${order.number}.pdf"` },
    });
  } catch (e) {
    if (e instanceof NotFoundError) return new Response("No such order.", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
    throw e;
  }
}
