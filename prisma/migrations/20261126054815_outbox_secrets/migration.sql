-- The outbox keeps a template's data and its secret fields (sealed) instead of rendered bodies, which
-- held sign-in codes and token links in clear text. Bodies queued before this migration are dropped
-- with their columns; they cannot be rendered again, so messages still pending are given up.
UPDATE "OutboxMessage"
   SET "status" = 'failed', "lastError" = 'Given up by the outbox_secrets migration (its body was stored in clear text).'
 WHERE "status" = 'pending';

-- AlterTable
ALTER TABLE "OutboxMessage" DROP COLUMN "htmlBody",
DROP COLUMN "subject",
DROP COLUMN "textBody",
ADD COLUMN     "data" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "secrets" TEXT;

ALTER TABLE "OutboxMessage" ALTER COLUMN "data" DROP DEFAULT;
