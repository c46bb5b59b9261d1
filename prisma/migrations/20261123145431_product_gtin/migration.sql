-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "gtin" VARCHAR(14);

-- CreateIndex
CREATE UNIQUE INDEX "Product_gtin_key" ON "Product"("gtin");
