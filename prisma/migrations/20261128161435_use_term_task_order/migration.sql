-- AlterTable
ALTER TABLE "UseTerm" ADD COLUMN     "taskOrder" VARCHAR(20)[] DEFAULT ARRAY['rengjore', 'fjerne-flekker', 'reparere', 'beskytte', 'vedlikeholde']::VARCHAR(20)[];
