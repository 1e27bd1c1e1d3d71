// Small, explicit fixtures for tests: each returns what it created.
import { db } from "@/lib/db.ts";
import { hashPassword } from "@/lib/auth/password.ts";

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

export async function createUser(opts: { isStaff?: boolean; password?: string; email?: string; isActive?: boolean } = {}) {
  userCounter += 1;
  return db().user.create({
    data: {
      email: opts.email ?? `user${userCounter}-${Date.now()}@example.in`,
      firstName: "Asha",
      lastName: "Rao",
      isStaff: opts.isStaff ?? false,
      isActive: opts.isActive ?? true,
      emailVerified: true,
      passwordHash: opts.password ? await hashPassword(opts.password) : null,
    },
  });
}
