// "Download CSV" on the newsletter page: the confirmed subscribers only, for staff of the marketing group.
import { confirmedSubscribersResponse } from "@/lib/admin/messages/newsletter.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";

export async function GET(): Promise<Response> {
  const caller = await getPageCaller();
  if (!mayUse(caller.user, ["marketing"])) return new Response("Forbidden\n", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  return confirmedSubscribersResponse();
}
