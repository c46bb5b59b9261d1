-- CreateIndex
CREATE INDEX "DealerLocation_lat_lng_idx" ON "DealerLocation"("lat", "lng");
