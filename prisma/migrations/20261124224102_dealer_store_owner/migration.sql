-- A dealer account keeps its store(s) up to date in the portal ('Min butikk'): the link, and the
-- last change the dealer made (after which a Places lookup no longer overwrites phone, website, hours).
-- AlterTable
ALTER TABLE "DealerLocation" ADD COLUMN     "dealerId" INTEGER,
ADD COLUMN     "storeEditedAt" TIMESTAMP(3),
ADD COLUMN     "storeEditedBy" VARCHAR(254);

-- CreateIndex
CREATE INDEX "DealerLocation_dealerId_idx" ON "DealerLocation"("dealerId");

-- AddForeignKey
ALTER TABLE "DealerLocation" ADD CONSTRAINT "DealerLocation_dealerId_fkey" FOREIGN KEY ("dealerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
