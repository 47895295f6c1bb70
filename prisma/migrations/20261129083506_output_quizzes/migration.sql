-- CreateEnum
CREATE TYPE "ProblemKind" AS ENUM ('OutputQuiz');

-- AlterTable
ALTER TABLE "Problem" ADD COLUMN     "kind" "ProblemKind",
ADD COLUMN     "quiz" JSONB NOT NULL DEFAULT '{}';
