/*
  Warnings:

  - A unique constraint covering the columns `[customerKey]` on the table `VoucherApplication` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "IdempotencyKey" ADD COLUMN     "leaseUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "numAllocated" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ShippingCharge" ADD COLUMN     "pricePerItem" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "VoucherApplication" ADD COLUMN     "customerKey" TEXT;

-- CreateTable
CREATE TABLE "ProductClassDeliveryZone" (
    "productClassId" INTEGER NOT NULL,
    "zoneId" INTEGER NOT NULL,

    CONSTRAINT "ProductClassDeliveryZone_pkey" PRIMARY KEY ("productClassId","zoneId")
);

-- CreateTable
CREATE TABLE "ShippingZoneArea" (
    "id" SERIAL NOT NULL,
    "zoneId" INTEGER NOT NULL,
    "countryIso2" CHAR(2) NOT NULL,
    "pincodePrefix" TEXT,
    "pincodeFrom" TEXT,
    "pincodeTo" TEXT,

    CONSTRAINT "ShippingZoneArea_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductClassDeliveryZone_zoneId_idx" ON "ProductClassDeliveryZone"("zoneId");

-- CreateIndex
CREATE INDEX "ShippingZoneArea_countryIso2_idx" ON "ShippingZoneArea"("countryIso2");

-- CreateIndex
CREATE INDEX "ShippingZoneArea_zoneId_idx" ON "ShippingZoneArea"("zoneId");

-- CreateIndex
CREATE UNIQUE INDEX "VoucherApplication_customerKey_key" ON "VoucherApplication"("customerKey");

-- AddForeignKey
ALTER TABLE "ProductClassDeliveryZone" ADD CONSTRAINT "ProductClassDeliveryZone_productClassId_fkey" FOREIGN KEY ("productClassId") REFERENCES "ProductClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductClassDeliveryZone" ADD CONSTRAINT "ProductClassDeliveryZone_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "ShippingZone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShippingZoneArea" ADD CONSTRAINT "ShippingZoneArea_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "ShippingZone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShippingZoneArea" ADD CONSTRAINT "ShippingZoneArea_countryIso2_fkey" FOREIGN KEY ("countryIso2") REFERENCES "Country"("iso2") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Checks Prisma cannot express (it leaves CHECK constraints alone, so the drift check stays green).
-- Stock can never be allocated beyond what is in stock, nor below zero: checkout's conditional
-- UPDATE is the rule, these are the proof (spec/API.md §6).
ALTER TABLE "StockRecord" ADD CONSTRAINT "StockRecord_numAllocated_check"
  CHECK ("numAllocated" >= 0 AND ("numInStock" IS NULL OR "numAllocated" <= "numInStock"));
ALTER TABLE "StockRecord" ADD CONSTRAINT "StockRecord_numInStock_check" CHECK ("numInStock" IS NULL OR "numInStock" >= 0);
-- Quantities are positive; a line changed to 0 is deleted instead.
ALTER TABLE "BasketLine" ADD CONSTRAINT "BasketLine_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_numAllocated_check" CHECK ("numAllocated" >= 0 AND "numAllocated" <= "quantity");
