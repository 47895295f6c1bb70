-- AlterTable: the zone becomes a learner's choice; unset, the browser's zone is used
ALTER TABLE "User" ALTER COLUMN "timeZone" DROP NOT NULL,
ALTER COLUMN "timeZone" DROP DEFAULT;

-- No screen ever set the zone, so a stored 'UTC' is the old default, not a choice
UPDATE "User" SET "timeZone" = NULL WHERE "timeZone" = 'UTC';
