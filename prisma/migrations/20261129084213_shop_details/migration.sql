-- CreateTable
CREATE TABLE "ShopDetails" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "legalName" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "stateCode" TEXT NOT NULL,
    "pincode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "hours" TEXT NOT NULL,
    "gstin" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopDetails_pkey" PRIMARY KEY ("id")
);

-- The details the shop's pages showed from code until now, so every page keeps showing them; staff
-- change them in the admin (docs/decisions/0138-shop-details.md).
INSERT INTO "ShopDetails" ("id", "legalName", "addressLine1", "addressLine2", "city", "stateCode", "pincode", "phone", "hours", "gstin", "updatedAt")
VALUES (1, 'Vanya Living', 'Plot 14, Heavy Industrial Area', 'Basni', 'Jodhpur', '08', '342005', '+91 291 274 0100', 'Monday to Saturday, 10 am – 7 pm', NULL, CURRENT_TIMESTAMP);
