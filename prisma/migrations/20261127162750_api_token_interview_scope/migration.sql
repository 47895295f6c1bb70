-- AlterEnum
ALTER TYPE "ApiTokenScope" ADD VALUE 'interview';
