-- Order links (docs/decisions/0085): the access token becomes the tracking token. Its hash is kept, so
-- the tracking links in mails already sent keep working (version 0 derives the token as before); no
-- existing order gets a thanks link, so those links (the same token) no longer open the thanks page.
ALTER TABLE "Order" RENAME COLUMN "accessTokenHash" TO "trackingTokenHash";
ALTER INDEX "Order_accessTokenHash_key" RENAME TO "Order_trackingTokenHash_key";

ALTER TABLE "Order"
ADD COLUMN     "trackingTokenVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "thanksTokenHash" TEXT,
ADD COLUMN     "thanksTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "linksRevokedAt" TIMESTAMP(3),
ADD COLUMN     "holdsGuestSlot" BOOLEAN NOT NULL DEFAULT false;

CREATE UNIQUE INDEX "Order_thanksTokenHash_key" ON "Order"("thanksTokenHash");

-- Open cash-on-delivery guest orders per e-mail address and phone number (docs/decisions/0086).
CREATE TABLE "GuestOrderHold" (
    "contactKey" TEXT NOT NULL,
    "openOrders" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GuestOrderHold_pkey" PRIMARY KEY ("contactKey")
);

-- The guest orders already open count from the start, with the keys checkout computes
-- (lib/checkout/guest-holds.ts: hex SHA-256 of "email:<lower-case address>" and "phone:<E.164>").
UPDATE "Order" SET "holdsGuestSlot" = true
WHERE "userId" IS NULL AND "paymentMethod" = 'cod' AND "status" IN ('new', 'processing');

INSERT INTO "GuestOrderHold" ("contactKey", "openOrders")
SELECT k, count(*)::int FROM (
  SELECT encode(sha256(convert_to('email:' || lower(o."email"), 'UTF8')), 'hex') AS k
  FROM "Order" o WHERE o."holdsGuestSlot"
  UNION ALL
  SELECT encode(sha256(convert_to('phone:' || a."phoneNumber", 'UTF8')), 'hex') AS k
  FROM "Order" o JOIN "OrderAddress" a ON a."id" = o."shippingAddressId"
  WHERE o."holdsGuestSlot" AND a."phoneNumber" IS NOT NULL AND a."phoneNumber" <> ''
) AS held
GROUP BY k;
