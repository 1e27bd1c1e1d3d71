-- CreateEnum
CREATE TYPE "StaffGroup" AS ENUM ('orders', 'catalogue', 'marketing', 'content', 'careers', 'customers', 'settings');

-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "name" TEXT,
ADD COLUMN     "scoped" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "staffGroups" "StaffGroup"[] DEFAULT ARRAY[]::"StaffGroup"[];

-- AlterTable
ALTER TABLE "AuditLogEntry" ADD COLUMN     "after" JSONB,
ADD COLUMN     "before" JSONB;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isSuperuser" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "staffGroups" "StaffGroup"[] DEFAULT ARRAY[]::"StaffGroup"[];

-- Staff who existed before the groups keep what they could do: every group (decision 0105).
UPDATE "User" SET "isSuperuser" = true WHERE "isStaff";
