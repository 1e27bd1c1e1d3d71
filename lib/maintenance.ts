// Housekeeping that keeps the tables small: expired throttle counters and idempotency keys, anonymous
// Session-Id sessions unused for 7 days, sessions and tokens long past their expiry, and sign-in code
// requests and e-mail verification links a day past theirs, and résumés (with their files) kept
// RESUME_RETENTION_DAYS. Runs in every
// server instance every few minutes; each statement is safe to run concurrently.
import { deleteExpiredResumes } from "@/lib/careers/resumes.ts";
import { db } from "@/lib/db.ts";
import { errorFields, log } from "@/lib/observability/log.ts";

const DAY = 86_400_000;

export interface MaintenanceCounts {
  throttleCounters: number;
  idempotencyKeys: number;
  anonymousSessions: number;
  sessions: number;
  tokens: number;
  otpRequests: number;
  emailVerifications: number;
  resumes: number;
}

export async function runMaintenance(now = new Date()): Promise<MaintenanceCounts> {
  const prisma = db();
  const longAgo = new Date(now.getTime() - 30 * DAY);
  const dayAgo = new Date(now.getTime() - DAY);
  const [throttleCounters, idempotencyKeys, anonymousSessions, sessions, tokens, otpRequests, emailVerifications, resumes] = await Promise.all([
    prisma.throttleCounter.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.headerSession.deleteMany({ where: { type: "ANON", lastUsedAt: { lt: new Date(now.getTime() - 7 * DAY) } } }),
    prisma.session.deleteMany({ where: { expiresAt: { lt: longAgo } } }),
    prisma.apiToken.deleteMany({ where: { expiresAt: { lt: longAgo } } }),
    prisma.otpChallenge.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.emailVerification.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    deleteExpiredResumes(now),
  ]);
  return {
    throttleCounters: throttleCounters.count,
    idempotencyKeys: idempotencyKeys.count,
    anonymousSessions: anonymousSessions.count,
    sessions: sessions.count,
    tokens: tokens.count,
    otpRequests: otpRequests.count,
    emailVerifications: emailVerifications.count,
    resumes,
  };
}

/** Runs maintenance now and then every `intervalMs`; returns a stop function. */
export function startMaintenance(intervalMs = 10 * 60_000): () => void {
  const tick = () =>
    runMaintenance().catch((error: unknown) => log.warn("maintenance failed", errorFields(error)));
  const first = setTimeout(tick, 30_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
