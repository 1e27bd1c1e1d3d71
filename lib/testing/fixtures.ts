// Small, explicit fixtures for tests: each returns what it created.
import { db } from "@/lib/db.ts";
import { hashPassword } from "@/lib/auth/password.ts";
import type { StaffGroup } from "@/lib/auth/staff-groups.ts";

export async function createCountries() {
  await db().country.createMany({
    data: [
      { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true },
      { iso2: "NP", iso3: "NPL", numeric: "524", printableName: "Nepal", name: "Federal Democratic Republic of Nepal", displayOrder: 0, isShippingCountry: false },
      { iso2: "AE", iso3: "ARE", numeric: "784", printableName: "United Arab Emirates", name: "United Arab Emirates", displayOrder: 0, isShippingCountry: false },
    ],
  });
}

let userCounter = 0;

/**
 * A user; staff are the owner (every group) unless `staffGroups` names theirs (lib/auth/staff-groups.ts).
 */
export async function createUser(opts: { isStaff?: boolean; staffGroups?: StaffGroup[]; password?: string; email?: string; isActive?: boolean } = {}) {
  userCounter += 1;
  const isStaff = opts.isStaff ?? opts.staffGroups !== undefined;
  return db().user.create({
    data: {
      email: opts.email ?? `user${userCounter}-${Date.now()}@example.in`,
      firstName: "Asha",
      lastName: "Rao",
      isStaff,
      isSuperuser: isStaff && opts.staffGroups === undefined,
      staffGroups: opts.staffGroups ?? [],
      isActive: opts.isActive ?? true,
      emailVerified: true,
      passwordHash: opts.password ? await hashPassword(opts.password) : null,
    },
  });
}
