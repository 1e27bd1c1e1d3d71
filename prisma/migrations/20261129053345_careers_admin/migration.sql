-- AlterEnum
ALTER TYPE "ResumeStatus" ADD VALUE 'interviewed';

-- AlterTable
ALTER TABLE "JobAlert" ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "ResumeNote" (
    "id" SERIAL NOT NULL,
    "resumeId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "fromStatus" "ResumeStatus",
    "toStatus" "ResumeStatus",
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResumeNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ResumeNote_resumeId_createdAt_idx" ON "ResumeNote"("resumeId", "createdAt");

-- AddForeignKey
ALTER TABLE "ResumeNote" ADD CONSTRAINT "ResumeNote_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;
