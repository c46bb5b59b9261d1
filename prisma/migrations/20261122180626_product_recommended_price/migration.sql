-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "recommendedPriceNok" DECIMAL(10,2);
