-- AlterTable
ALTER TABLE "Option" ADD COLUMN     "choices" TEXT[] DEFAULT ARRAY[]::TEXT[];
