-- CreateTable
CREATE TABLE "dealer_store_stats" (
    "locationId" VARCHAR(40) NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "appearances" INTEGER NOT NULL DEFAULT 0,
    "directions" INTEGER NOT NULL DEFAULT 0,
    "website" INTEGER NOT NULL DEFAULT 0,
    "phone" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "dealer_store_stats_pkey" PRIMARY KEY ("locationId","day")
);

-- CreateIndex
CREATE INDEX "dealer_store_stats_day_idx" ON "dealer_store_stats"("day");

-- AddForeignKey
ALTER TABLE "dealer_store_stats" ADD CONSTRAINT "dealer_store_stats_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "DealerLocation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
