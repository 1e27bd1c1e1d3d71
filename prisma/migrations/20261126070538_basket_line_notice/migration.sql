-- AlterTable
ALTER TABLE "BasketLine" ADD COLUMN     "notice" TEXT;
