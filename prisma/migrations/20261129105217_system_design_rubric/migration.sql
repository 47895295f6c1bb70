-- AlterEnum
ALTER TYPE "ProblemKind" ADD VALUE 'SystemDesign';

-- AlterTable
ALTER TABLE "Problem" ADD COLUMN     "rubric" JSONB NOT NULL DEFAULT '[]';
