-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "businessName" TEXT,
ADD COLUMN     "gstin" TEXT,
ADD COLUMN     "gstinStateCode" CHAR(2);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "series" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "lastSerial" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("series","financialYear")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "serial" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "buyerGstin" TEXT,
    "buyerBusinessName" TEXT,
    "placeOfSupply" CHAR(2) NOT NULL,
    "taxableValue" DECIMAL(12,2) NOT NULL,
    "cgst" DECIMAL(12,2) NOT NULL,
    "sgst" DECIMAL(12,2) NOT NULL,
    "igst" DECIMAL(12,2) NOT NULL,
    "totalInclTax" DECIMAL(12,2) NOT NULL,
    "document" JSONB NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "serial" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "taxableValue" DECIMAL(12,2) NOT NULL,
    "cgst" DECIMAL(12,2) NOT NULL,
    "sgst" DECIMAL(12,2) NOT NULL,
    "igst" DECIMAL(12,2) NOT NULL,
    "totalInclTax" DECIMAL(12,2) NOT NULL,
    "document" JSONB NOT NULL,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_orderId_key" ON "Invoice"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_financialYear_serial_key" ON "Invoice"("financialYear", "serial");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");

-- CreateIndex
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_financialYear_serial_key" ON "CreditNote"("financialYear", "serial");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
