-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "madeToOrderMaxDays" INTEGER,
ADD COLUMN     "madeToOrderMinDays" INTEGER;

-- AlterTable
ALTER TABLE "ProductClass" ADD COLUMN     "dateUpdated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "madeToOrderMaxDays" INTEGER,
ADD COLUMN     "madeToOrderMinDays" INTEGER;

-- AlterTable
ALTER TABLE "ShippingMethod" ADD COLUMN     "forMadeToOrder" BOOLEAN NOT NULL DEFAULT true;
