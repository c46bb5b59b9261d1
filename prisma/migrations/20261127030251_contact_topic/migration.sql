-- CreateEnum
CREATE TYPE "ContactTopic" AS ENUM ('generelt', 'tilgjengelighet');

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "topic" "ContactTopic" NOT NULL DEFAULT 'generelt';
