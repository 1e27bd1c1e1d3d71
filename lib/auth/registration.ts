// Registration with a password (spec/API.md §3): the account is created unverified and not signed in;
// a verification mail goes out with a single-use link. The answer is the compat `201 "<email>"`.
import { z } from "zod";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { queueEmailVerification } from "./email-verification.ts";
import { MAX_EMAIL_LENGTH, normalEmail, parsePhone } from "./identifiers.ts";
import { hashPassword } from "./password.ts";
import { passwordProblems } from "./password-rules.ts";
import { db } from "@/lib/db.ts";

const name = z.string().trim().max(150).optional().default("");

export const RegisterInput = z.object({
  email: z.string().max(MAX_EMAIL_LENGTH).transform(normalEmail).pipe(z.email()).meta({ label: "Email" }),
  password1: z.string().max(4096).meta({ label: "Password" }),
  password2: z.string().max(4096).meta({ label: "Password (again)" }),
  phone_number: z
    .string()
    .max(32)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return null;
      const phone = parsePhone(v);
      if (!phone) ctx.addIssue({ code: "custom", message: "Enter a valid phone number." });
      return phone?.e164 ?? null;
    })
    .meta({ label: "Phone number" }),
  first_name: name.meta({ label: "First name" }),
  last_name: name.meta({ label: "Last name" }),
});
export type RegisterInput = z.output<typeof RegisterInput>;

const EMAIL_TAKEN = "A user with this email already exists";
const PHONE_TAKEN = "A user with this phone number already exists.";

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: unknown; meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } } };
  if (e?.code !== "P2002") return null;
  return JSON.stringify(e.meta ?? {}).includes("phoneNumber") ? "phone" : "email";
}

/** Creates the account and queues its verification mail; returns the address. Throws the documented 400s. */
export async function register(input: RegisterInput): Promise<string> {
  if (await db().user.findUnique({ where: { email: input.email }, select: { id: true } })) throw ValidationError.nonField(EMAIL_TAKEN);
  if (input.password1 !== input.password2) throw ValidationError.nonField("Passwords do not match");
  const problems = passwordProblems(input.password1, { email: input.email, firstName: input.first_name, lastName: input.last_name });
  if (problems.length) throw new ValidationError({ non_field_errors: problems });
  if (input.phone_number && (await db().user.findUnique({ where: { phoneNumber: input.phone_number }, select: { id: true } }))) {
    throw new ValidationError({ phone_number: [PHONE_TAKEN] });
  }
  const passwordHash = await hashPassword(input.password1);
  try {
    await transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email: input.email, passwordHash, phoneNumber: input.phone_number, firstName: input.first_name, lastName: input.last_name },
      });
      await queueEmailVerification(tx, { id: user.id, email: input.email, firstName: user.firstName });
    });
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken === "phone") throw new ValidationError({ phone_number: [PHONE_TAKEN] });
    if (taken === "email") throw ValidationError.nonField(EMAIL_TAKEN);
    throw error;
  }
  return input.email;
}
