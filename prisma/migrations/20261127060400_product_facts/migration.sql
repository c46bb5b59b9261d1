-- CreateEnum
CREATE TYPE "ProductDocumentKind" AS ENUM ('SDS', 'DATA_SHEET');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "applicationMaxC" INTEGER,
ADD COLUMN     "applicationMinC" INTEGER,
ADD COLUMN     "coverageMaxM2PerL" DECIMAL(6,1),
ADD COLUMN     "coverageMinM2PerL" DECIMAL(6,1),
ADD COLUMN     "fullCureDays" INTEGER,
ADD COLUMN     "hazardStatements" VARCHAR(40)[] DEFAULT ARRAY[]::VARCHAR(40)[],
ADD COLUMN     "pictograms" VARCHAR(5)[] DEFAULT ARRAY[]::VARCHAR(5)[],
ADD COLUMN     "precautionaryStatements" VARCHAR(40)[] DEFAULT ARRAY[]::VARCHAR(40)[],
ADD COLUMN     "recoatHours" DECIMAL(6,1),
ADD COLUMN     "recommendedCoats" INTEGER,
ADD COLUMN     "setting" VARCHAR(12),
ADD COLUMN     "shelfLifeMonths" INTEGER,
ADD COLUMN     "signalWord" VARCHAR(10),
ADD COLUMN     "supplementalWarnings" VARCHAR(1000),
ADD COLUMN     "tasks" VARCHAR(20)[] DEFAULT ARRAY[]::VARCHAR(20)[],
ADD COLUMN     "touchDryHours" DECIMAL(6,1),
ADD COLUMN     "ufi" VARCHAR(19),
ADD COLUMN     "uses" VARCHAR(60)[] DEFAULT ARRAY[]::VARCHAR(60)[];

-- AlterTable
ALTER TABLE "ProductVariant" ADD COLUMN     "netQuantity" DECIMAL(10,3),
ADD COLUMN     "netUnit" VARCHAR(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "sdsSeenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "UseTerm" (
    "slug" VARCHAR(60) NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UseTerm_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "HazardPhrase" (
    "code" VARCHAR(40) NOT NULL,
    "text" VARCHAR(600) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HazardPhrase_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "ProductDocument" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "kind" "ProductDocumentKind" NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "revision" VARCHAR(20) NOT NULL,
    "revisionDate" DATE NOT NULL,
    "changeNote" VARCHAR(500),
    "fileName" VARCHAR(200) NOT NULL,
    "storageKey" VARCHAR(300) NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedBy" VARCHAR(254),

    CONSTRAINT "ProductDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SdsRecipient" (
    "documentId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "company" VARCHAR(160) NOT NULL,
    "outboxMessageId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SdsRecipient_pkey" PRIMARY KEY ("documentId","userId")
);

-- CreateTable
CREATE TABLE "DocumentDownload" (
    "documentId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "firstAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "DocumentDownload_pkey" PRIMARY KEY ("documentId","userId")
);

-- CreateIndex
CREATE INDEX "ProductDocument_productId_kind_language_revisionDate_idx" ON "ProductDocument"("productId", "kind", "language", "revisionDate");

-- CreateIndex
CREATE INDEX "ProductDocument_kind_publishedAt_idx" ON "ProductDocument"("kind", "publishedAt");

-- CreateIndex
CREATE INDEX "SdsRecipient_userId_idx" ON "SdsRecipient"("userId");

-- CreateIndex
CREATE INDEX "DocumentDownload_userId_idx" ON "DocumentDownload"("userId");

-- AddForeignKey
ALTER TABLE "ProductDocument" ADD CONSTRAINT "ProductDocument_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SdsRecipient" ADD CONSTRAINT "SdsRecipient_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ProductDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentDownload" ADD CONSTRAINT "DocumentDownload_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ProductDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;
