// What the newsletter links' pages share: their metadata (never indexed, and the token never leaves in a
// Referer) and the link's state, read per request since the shopper's clicks change it.
import { connection } from "next/server";
import { newsletterLinkState } from "@/lib/content/newsletter.ts";

export async function linkOfPage(params: Promise<{ token: string }>) {
  await connection();
  const { token } = await params;
  return { token, link: await newsletterLinkState(token) };
}
