// GET /admin/returns/{id}/photos/{photo}/: one of the buyer's photos of a return, from private storage,
// for staff with the orders group only (checked here: a route handler renders no layout). Others: sign
// in, or 403; a photo of another return is 404.
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { servePrivateFile } from "@/lib/storage/private-store.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";

const text = (body: string, status: number) => new Response(body, { status, headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string; photo: string }> }): Promise<Response> {
  const { id, photo } = await params;
  const caller = await getPageCaller();
  if (!caller.user) return new Response(null, { status: 303, headers: { "Cache-Control": "private, no-store", Location: loginHref(`/admin/returns/${encodeURIComponent(id)}/`) } });
  if (!mayUse(caller.user, ["orders"])) return text("You do not have access to returns.", 403);
  const returnId = integerId(id);
  const photoId = integerId(photo);
  const row = returnId === null || photoId === null ? null : await db().returnPhoto.findFirst({ where: { id: photoId, returnId } });
  if (!row) return text("No such photo.", 404);
  const png = row.key.endsWith(".png");
  const answer = await servePrivateFile(request, row.key, { fileName: `return-${returnId}-photo-${photoId}.${png ? "png" : "jpg"}`, contentType: png ? "image/png" : "image/jpeg" });
  return answer ?? text("No such photo.", 404);
}
