-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('PRICE_LIST', 'MARKETING');

-- CreateTable
CREATE TABLE "DealerDocument" (
    "id" SERIAL NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "description" VARCHAR(1000),
    "fileName" VARCHAR(200) NOT NULL,
    "storageKey" VARCHAR(300) NOT NULL,
    "contentType" VARCHAR(120) NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DealerDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DealerDocument_kind_createdAt_idx" ON "DealerDocument"("kind", "createdAt");
