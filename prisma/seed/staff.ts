// The staff account whose credentials the README gives. Created once; a re-run leaves it alone
// (hashing again would pick a new salt and change the row).
import { hashPassword } from "@/lib/auth/password.ts";
import { config } from "@/lib/config.ts";
import type { SeedContext } from "./context.ts";

export async function seedStaff(ctx: SeedContext): Promise<void> {
  const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD } = config();
  const email = SEED_ADMIN_EMAIL;
  if (await ctx.prisma.user.findUnique({ where: { email } })) return;
  await ctx.prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(SEED_ADMIN_PASSWORD),
      firstName: "Meera",
      lastName: "Rathore",
      isStaff: true,
      isActive: true,
      emailVerified: true,
      dateJoined: new Date("2026-01-05T09:30:00+05:30"),
    },
  });
  ctx.stats.add("User", 1);
}
