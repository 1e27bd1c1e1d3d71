-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "signInId" TEXT;

-- AlterTable
ALTER TABLE "HeaderSession" ADD COLUMN     "signInId" TEXT;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "signInId" TEXT;

-- CreateIndex
CREATE INDEX "ApiToken_signInId_idx" ON "ApiToken"("signInId");

-- CreateIndex
CREATE INDEX "HeaderSession_signInId_idx" ON "HeaderSession"("signInId");

-- CreateIndex
CREATE INDEX "Session_signInId_idx" ON "Session"("signInId");
