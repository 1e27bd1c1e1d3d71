-- Identity: one open OTP request per identifier, e-mail verification links, e-mail addresses in lower case.

-- Requests made before this migration never had codes anyone could use (no endpoint issued them).
DELETE FROM "OtpChallenge";

-- AlterTable
ALTER TABLE "OtpChallenge" ADD COLUMN     "liveKey" TEXT;

-- CreateTable
CREATE TABLE "EmailVerification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "EmailVerification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailVerification_tokenHash_key" ON "EmailVerification"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailVerification_userId_idx" ON "EmailVerification"("userId");

-- CreateIndex
CREATE INDEX "EmailVerification_expiresAt_idx" ON "EmailVerification"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "OtpChallenge_liveKey_key" ON "OtpChallenge"("liveKey");

-- AddForeignKey
ALTER TABLE "EmailVerification" ADD CONSTRAINT "EmailVerification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- E-mail addresses match without regard to case: they are stored in lower case, and the database holds
-- every writer (seed, staff tools, tests) to it, so "Admin@Shop.in" and "admin@shop.in" cannot both exist.
UPDATE "User" SET "email" = lower("email") WHERE "email" <> lower("email");
ALTER TABLE "User" ADD CONSTRAINT "User_email_lower_case" CHECK ("email" = lower("email"));
