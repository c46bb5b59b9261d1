-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('new', 'in_progress', 'answered', 'archived');

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "note" VARCHAR(2000),
ADD COLUMN     "status" "MessageStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "statusChangedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "PartnerInquiry" ADD COLUMN     "note" VARCHAR(2000),
ADD COLUMN     "status" "MessageStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "statusChangedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ContactMessage_status_createdAt_idx" ON "ContactMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "PartnerInquiry_status_createdAt_idx" ON "PartnerInquiry"("status", "createdAt");
