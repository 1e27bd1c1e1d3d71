// The staff account. Created once; a re-run leaves it alone (hashing again would pick a new salt and
// change the row). Its password is SEED_ADMIN_PASSWORD, or — unset — a random one made here and
// printed this once in the seed's output (npm start's first start-up output): the shop publishes none.
import { randomKey } from "@/lib/auth/secrets.ts";
import { normalEmail } from "@/lib/auth/identifiers.ts";
import { hashPassword } from "@/lib/auth/password.ts";
import { config } from "@/lib/config.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import type { SeedContext } from "./context.ts";

/** Where staff sign in (the shop's sign-in page; "Use a password instead" takes the password). */
export const STAFF_SIGN_IN_PATH = "/account/login/";

/** Creates the staff account unless it exists. Returns the sign-in note to print when the password was generated. */
export async function seedStaff(ctx: SeedContext): Promise<string | undefined> {
  const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD } = config();
  // Addresses are kept in lower case (the database insists), so "Admin@Shop.in" signs in as typed.
  const email = normalEmail(SEED_ADMIN_EMAIL);
  if (await ctx.prisma.user.findUnique({ where: { email } })) return undefined;
  const password = SEED_ADMIN_PASSWORD ?? randomKey(12);
  await ctx.prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      firstName: "Meera",
      lastName: "Rathore",
      isStaff: true,
      isSuperuser: true,
      isActive: true,
      emailVerified: true,
      dateJoined: new Date("2026-01-05T09:30:00+05:30"),
    },
  });
  ctx.stats.add("User", 1);
  const warehouse = await seedWarehouseMember(ctx);
  const content = await seedContentMember(ctx);
  const shown = [
    ...(SEED_ADMIN_PASSWORD ? [] : [`    e-mail:    ${email}`, `    password:  ${password}`]),
    ...(warehouse ? [`    warehouse: ${warehouse.email} (orders and stock only)`, `    password:  ${warehouse.password}`] : []),
    ...(content ? [`    content:   ${content.email} (shop content only)`, `    password:  ${content.password}`] : []),
  ];
  if (!shown.length) return undefined;
  return ["", "  Staff sign-in — the password is shown only this once, keep it now:", ...shown, `    sign in at ${publicUrl(STAFF_SIGN_IN_PATH)}`, ""].join("\n");
}

/** The address of the seeded warehouse member (orders and stock only), beside the owner. */
export const WAREHOUSE_EMAIL = "warehouse@vanyaliving.in";

/** A warehouse staff member who may ship orders and edit stock, and nothing of the catalogue or marketing. */
async function seedWarehouseMember(ctx: SeedContext): Promise<{ email: string; password: string } | undefined> {
  if (await ctx.prisma.user.findUnique({ where: { email: WAREHOUSE_EMAIL } })) return undefined;
  const given = config().SEED_WAREHOUSE_PASSWORD;
  const password = given ?? randomKey(12);
  await ctx.prisma.user.create({
    data: {
      email: WAREHOUSE_EMAIL,
      passwordHash: await hashPassword(password),
      firstName: "Arjun",
      lastName: "Nair",
      isStaff: true,
      staffGroups: ["orders"],
      isActive: true,
      emailVerified: true,
      dateJoined: new Date("2026-02-02T09:30:00+05:30"),
    },
  });
  ctx.stats.add("User", 1);
  return given ? undefined : { email: WAREHOUSE_EMAIL, password };
}

// careers admin ------------------------------------------------------------------------------------------

/** The address of the seeded content staff member (shop content only: no careers, orders or catalogue). */
export const CONTENT_EMAIL = "content@vanyaliving.in";

/** A content staff member, who edits the shop's content and is refused everything else (careers included). */
async function seedContentMember(ctx: SeedContext): Promise<{ email: string; password: string } | undefined> {
  if (await ctx.prisma.user.findUnique({ where: { email: CONTENT_EMAIL } })) return undefined;
  const given = config().SEED_CONTENT_PASSWORD;
  const password = given ?? randomKey(12);
  await ctx.prisma.user.create({
    data: {
      email: CONTENT_EMAIL,
      passwordHash: await hashPassword(password),
      firstName: "Kavya",
      lastName: "Menon",
      isStaff: true,
      staffGroups: ["content"],
      isActive: true,
      emailVerified: true,
      dateJoined: new Date("2026-03-02T09:30:00+05:30"),
    },
  });
  ctx.stats.add("User", 1);
  return given ? undefined : { email: CONTENT_EMAIL, password };
}
