-- AlterEnum
ALTER TYPE "ProblemKind" ADD VALUE 'TypeChallenge';
