-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "descriptionHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Collection" ADD COLUMN     "descriptionHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN     "contentHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PolicyVersion" ADD COLUMN     "contentHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "descriptionHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "StockAlert" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';
