-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentUrl" TEXT;
