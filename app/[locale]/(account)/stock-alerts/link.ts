// What the back-in-stock links' pages share: their metadata (never indexed, and the token never leaves
// in a Referer) and the request's state, read per request since the shopper's clicks change it.
import { connection } from "next/server";
import { stockAlertLinkState } from "@/lib/stock-alerts/alerts.ts";

export async function alertOfPage(params: Promise<{ token: string }>) {
  await connection();
  const { token } = await params;
  return { token, link: await stockAlertLinkState(token) };
}

export const productPath = (slug: string) => `/p/${encodeURIComponent(slug)}/`;
