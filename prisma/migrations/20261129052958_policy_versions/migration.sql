-- CreateTable
CREATE TABLE "PolicyVersion" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "authorId" INTEGER,
    "restoredFromId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PolicyVersion_slug_id_idx" ON "PolicyVersion"("slug", "id");

-- AddForeignKey
ALTER TABLE "PolicyVersion" ADD CONSTRAINT "PolicyVersion_slug_fkey" FOREIGN KEY ("slug") REFERENCES "Policy"("slug") ON DELETE CASCADE ON UPDATE CASCADE;
