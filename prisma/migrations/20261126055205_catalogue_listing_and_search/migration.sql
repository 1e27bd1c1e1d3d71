/*
  Warnings:

  - A unique constraint covering the columns `[productId,attributeId,value]` on the table `ProductAttributeValue` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterEnum
ALTER TYPE "AttributeType" ADD VALUE 'multi_option';

-- DropIndex
DROP INDEX "ProductAttributeValue_productId_attributeId_key";

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "isAvailable" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "listPrice" DECIMAL(12,2),
ADD COLUMN     "searchTitle" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Product_listPrice_idx" ON "Product"("listPrice");

-- CreateIndex
CREATE INDEX "Product_isAvailable_listPrice_idx" ON "Product"("isAvailable", "listPrice");

-- CreateIndex
CREATE UNIQUE INDEX "ProductAttributeValue_productId_attributeId_value_key" ON "ProductAttributeValue"("productId", "attributeId", "value");
