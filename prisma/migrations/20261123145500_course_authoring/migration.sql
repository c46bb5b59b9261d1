-- Course authoring (docs/product.md: Course authoring): courses and modules are archived instead of
-- deleted when dealers have progress in them, and every quiz result keeps the question as it was
-- asked, so editing or deleting a question never regrades or loses a past attempt.

-- DropForeignKey
ALTER TABLE "QuizResult" DROP CONSTRAINT "QuizResult_questionId_fkey";

-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "archivedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "CourseModule" ADD COLUMN     "archivedAt" TIMESTAMP(3);

-- AlterTable: the snapshot columns, filled from the questions for the results stored so far.
ALTER TABLE "QuizResult" ADD COLUMN     "correctAnswers" JSONB,
ADD COLUMN     "options" JSONB,
ADD COLUMN     "points" INTEGER,
ADD COLUMN     "questionText" TEXT,
ADD COLUMN     "questionType" "QuestionType",
ALTER COLUMN "questionId" DROP NOT NULL;

UPDATE "QuizResult" r
SET "questionText" = q."questionText",
    "questionType" = q."questionType",
    "options" = q."options",
    "correctAnswers" = q."correctAnswers",
    "points" = q."points"
FROM "QuizQuestion" q
WHERE q."id" = r."questionId";

ALTER TABLE "QuizResult" ALTER COLUMN "correctAnswers" SET NOT NULL,
ALTER COLUMN "points" SET NOT NULL,
ALTER COLUMN "questionText" SET NOT NULL,
ALTER COLUMN "questionType" SET NOT NULL;

-- AddForeignKey
ALTER TABLE "QuizResult" ADD CONSTRAINT "QuizResult_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "QuizQuestion"("id") ON DELETE SET NULL ON UPDATE CASCADE;
