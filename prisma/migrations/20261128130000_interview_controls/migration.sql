-- AlterTable
ALTER TABLE "InterviewRoom" ADD COLUMN     "focusUntil" TIMESTAMP(3),
ADD COLUMN     "locked" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "runsDisabled" BOOLEAN NOT NULL DEFAULT false;
