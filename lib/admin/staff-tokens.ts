// Integration tokens a staff member makes for their own integrations (an ERP syncing stock, a courier
// updating tracking): named, acting with a subset of the maker's own groups (decision 0105), the key
// shown once, listed without keys, revoked. A scoped token cannot make or revoke tokens (decision 0126):
// an integration must never widen or renew its own access.
import { z } from "zod";
import type { CallerUser } from "@/lib/auth/caller.ts";
import { STAFF_GROUPS } from "@/lib/auth/staff-groups.ts";
import { issueToken, revokeToken } from "@/lib/auth/tokens.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Tx } from "@/lib/db.ts";
import { ApiError, NotFoundError, ValidationError } from "@/lib/errors.ts";

export const StaffTokenInput = z
  .object({
    name: z.string().trim().min(1).max(80).describe("What the token is for: \"ERP stock sync\"."),
    staff_groups: z.array(z.enum(STAFF_GROUPS)).min(1).max(STAFF_GROUPS.length).describe("A subset of your own groups."),
  })
  .meta({ id: "StaffTokenInput" });
export type StaffTokenData = z.infer<typeof StaffTokenInput>;

export const StaffTokenSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    staff_groups: z.array(z.enum(STAFF_GROUPS)),
    created_at: z.string(),
    last_used_at: z.string(),
    expires_at: z.string().describe("90 days after its last use."),
  })
  .meta({ id: "StaffToken" });
export const StaffTokenCreatedSchema = StaffTokenSchema.extend({ key: z.string().describe("Shown this once: send it as `Authorization: Token <key>`.") }).meta({ id: "StaffTokenCreated" });

type TokenRow = { id: number; name: string | null; staffGroups: string[]; createdAt: Date; lastUsedAt: Date; expiresAt: Date };
export function staffTokenJson(t: TokenRow): z.infer<typeof StaffTokenSchema> {
  return {
    id: t.id,
    name: t.name ?? "",
    staff_groups: STAFF_GROUPS.filter((g) => t.staffGroups.includes(g)),
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt.toISOString(),
    expires_at: t.expiresAt.toISOString(),
  };
}

/** The caller as a token maker: their user, and the token they called with (when they did). */
export interface TokenMaker {
  user: CallerUser;
  tokenId?: number;
  ip?: string;
}

export const SCOPED_REFUSAL = "An integration token cannot make or revoke tokens.";

async function assertNotScoped(tx: Tx, maker: TokenMaker): Promise<void> {
  if (maker.tokenId === undefined) return;
  const t = await tx.apiToken.findUnique({ where: { id: maker.tokenId }, select: { scoped: true } });
  if (t?.scoped) throw new ApiError(403, { detail: SCOPED_REFUSAL });
}

/** The maker's live integration tokens, newest first (never their keys). */
export async function listStaffTokens(userId: number) {
  const rows = await db().apiToken.findMany({
    where: { userId, scoped: true, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { id: "desc" },
    select: { id: true, name: true, staffGroups: true, createdAt: true, lastUsedAt: true, expiresAt: true },
  });
  return rows.map(staffTokenJson);
}

export async function createStaffToken(tx: Tx, maker: TokenMaker, input: StaffTokenData): Promise<z.infer<typeof StaffTokenCreatedSchema>> {
  await assertNotScoped(tx, maker);
  const missing = input.staff_groups.filter((g) => !maker.user.staffGroups.includes(g));
  if (missing.length) throw new ValidationError({ staff_groups: missing.map((g) => `You do not hold the group "${g}".`) });
  const groups = STAFF_GROUPS.filter((g) => input.staff_groups.includes(g));
  const issued = await issueToken(tx, maker.user.id, { ip: maker.ip }, { name: input.name, staffGroups: groups });
  const row = await tx.apiToken.findUniqueOrThrow({ where: { id: issued.id } });
  const json = staffTokenJson(row);
  await recordStaffAction(tx, { actorId: maker.user.id, ip: maker.ip, action: "token.create", entityType: "ApiToken", entityId: issued.id, after: { name: json.name, staff_groups: json.staff_groups } });
  return { ...json, key: issued.key };
}

/** Revokes one of the maker's own integration tokens; anyone else's (or a sign-in token) is 404. */
export async function revokeStaffToken(tx: Tx, maker: TokenMaker, id: number): Promise<void> {
  await assertNotScoped(tx, maker);
  const row = await tx.apiToken.findFirst({ where: { id, userId: maker.user.id, scoped: true, revokedAt: null } });
  if (!row) throw new NotFoundError();
  await revokeToken(tx, id);
  await recordStaffAction(tx, { actorId: maker.user.id, ip: maker.ip, action: "token.revoke", entityType: "ApiToken", entityId: id, before: { name: row.name, staff_groups: row.staffGroups } });
}
