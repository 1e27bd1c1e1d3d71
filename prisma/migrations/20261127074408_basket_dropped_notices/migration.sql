-- AlterTable
ALTER TABLE "Basket" ADD COLUMN     "droppedNotices" TEXT[] DEFAULT ARRAY[]::TEXT[];
