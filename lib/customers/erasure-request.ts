// The customer's own erasure request (India's DPDP Act): its answer and the words the account page shows.
import { z } from "zod";
import { db } from "@/lib/db.ts";

export const ErasureRequestSchema = z
  .object({ detail: z.string(), erasure_requested_at: z.string().nullable() })
  .meta({ id: "ErasureRequest" });

export const ERASURE_REQUESTED =
  "We have your request. Our team will erase your account; your orders stay in our tax records without your name.";

export async function erasureRequestJson(userId: number): Promise<z.infer<typeof ErasureRequestSchema>> {
  const u = await db().user.findUnique({ where: { id: userId }, select: { erasureRequestedAt: true } });
  const at = u?.erasureRequestedAt ?? null;
  return { detail: at ? ERASURE_REQUESTED : "No erasure request.", erasure_requested_at: at ? at.toISOString() : null };
}
